import { formatDate } from "@/lib/dates";

/** The choice dialog's warning text (it warns, it never refuses). */
export const dayLoadText = (held: number) => `Ya tienes ${held} exámenes ese día`;

/**
 * For each exam a student may choose, the warning when choosing it would make `threshold` or more
 * exams on its day (in the portal's time zone), counting the choices held for other courses.
 */
export function dayLoadWarnings(
  exams: { id: number; courseId: string; date: string }[],
  choices: { courseId: string; examDate: string }[],
  threshold: number,
): Record<number, string> {
  const warnings: Record<number, string> = {};
  for (const exam of exams) {
    const day = formatDate(exam.date);
    const held = choices.filter((c) => c.courseId !== exam.courseId && formatDate(c.examDate) === day).length;
    if (held + 1 >= threshold) warnings[exam.id] = dayLoadText(held);
  }
  return warnings;
}
