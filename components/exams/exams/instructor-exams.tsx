"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/dates";
import { cn, focusRing } from "@/lib/client/cn";
import { ExamManagementDialog } from "../online/exam-management";
import { CheckinLink } from "../checkin/checkin-link";
import { ExamTimeline } from "../online/exam-state";
import type { ExamRow } from "@/lib/exams/exams/schemas";

export type InstructorCourse = { courseId: string; courseName: string; exams: ExamRow[] };

/** The instructor's 'Exámenes' (own courses, exam cards, 'Gestionar examen') and 'Reservas'. */
export function InstructorExams({
  courses,
  reservations,
  maxBytes,
}: {
  courses: InstructorCourse[];
  reservations: ReactNode;
  /** The largest upload (UPLOAD_MAX_BYTES), for the exam files' pickers. */
  maxBytes: number;
}) {
  const t = useTranslations("exams");
  const locale = useLocale();
  const [managing, setManaging] = useState<number | null>(null);
  return (
    <Tabs defaultValue="examenes">
      <TabsList aria-label={t("page.title")}>
        <TabsTrigger value="examenes">{t("page.examsTab")}</TabsTrigger>
        <TabsTrigger value="reservas">{t("instructor.reservationsTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="examenes" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("instructor.yourCourses")}</h2>
        {courses.length === 0 && <p className="text-gray-700">{t("instructor.noCourses")}</p>}
        {courses.map((course) => (
          <details key={course.courseId} className="rounded-md border border-gray-200 bg-white">
            <summary className={cn("cursor-pointer rounded-md px-4 py-3 font-medium", focusRing)}>
              {course.courseId} - {course.courseName}
            </summary>
            <div className="grid gap-3 border-t border-gray-200 p-4 sm:grid-cols-2">
              {course.exams.length === 0 && <p className="text-gray-700">{t("instructor.noExams")}</p>}
              {course.exams.map((exam) => (
                <article
                  key={exam.id}
                  aria-label={t("instructor.examLabel", { option: exam.option, course: course.courseName })}
                  className="flex flex-col gap-3 rounded-md border border-gray-200 p-4"
                >
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-lg font-semibold text-white"
                    >
                      {exam.option}
                    </span>
                    <div>
                      <h3 className="font-semibold">{t("student.examTitle", { option: exam.option })}</h3>
                      <p className="text-sm text-gray-700">{formatDateTime(exam.date, locale)}</p>
                    </div>
                  </div>
                  <ExamTimeline state={exam.state} />
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      size="sm"
                      onClick={() => setManaging(exam.id)}
                      aria-label={t("instructor.manageLabel", { option: exam.option, course: course.courseName })}
                    >
                      {t("online.manage")}
                    </Button>
                    {!exam.online && <CheckinLink exam={exam} courseName={course.courseName} />}
                  </div>
                </article>
              ))}
            </div>
          </details>
        ))}
      </TabsContent>
      <TabsContent value="reservas">
        <h2 className="mb-3 text-lg font-semibold">{t("instructor.requests")}</h2>
        {reservations}
      </TabsContent>
      <ExamManagementDialog
        examId={managing}
        role="ROLE_INSTRUCTOR"
        maxBytes={maxBytes}
        onClose={() => setManaging(null)}
      />
    </Tabs>
  );
}
