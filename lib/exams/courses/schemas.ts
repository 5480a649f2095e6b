import { REQUIRED } from "@/lib/validation/common";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { text } from "../fields";

export const courseParams = z.object({ courseId: text(100) });
export const userParams = z.object({ user: text(100) });
export const courseUserParams = z.object({ courseId: text(100), user: text(100) });

export interface CourseRow {
  courseId: string;
  courseName: string;
}

export const STUDENT_SEARCH_TOO_SHORT = says("exams.fields.searchTooShort");

/** The support's student search (`GET /exams-api/students?q=`): a name, surnames, DNI or e-mail, or part of them. */
export const studentSearchQuery = z.object({
  q: z.string({ error: REQUIRED }).trim().min(2, STUDENT_SEARCH_TOO_SHORT).max(100),
});
export type StudentSearchQuery = z.infer<typeof studentSearchQuery>;
