"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const ExamRowActions = dynamic(() => import("./exams/exam-row-actions").then((m) => m.ExamRowActions));
export const InstructorExams = dynamic(() => import("./exams/instructor-exams").then((m) => m.InstructorExams));
export const StudentExams = dynamic(() => import("./requests/student-exams").then((m) => m.StudentExams));
export const SupportExams = dynamic(() => import("./exams/support-exams").then((m) => m.SupportExams));
