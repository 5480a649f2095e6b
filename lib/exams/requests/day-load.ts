import { isoToZonedInput } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/**
 * For each exam a student may choose, the warning when choosing it would make `threshold` or more
 * exams on its day (in the portal's time zone), counting the choices held for other courses.
 */
export function dayLoadWarnings(
  exams: { id: number; courseId: string; date: string }[],
  choices: { courseId: string; examDate: string }[],
  threshold: number,
  locale: Locale,
): Record<number, string> {
  const t = translator(locale, "exams");
  const dayOf = (instant: string) => isoToZonedInput(instant).date;
  const warnings: Record<number, string> = {};
  for (const exam of exams) {
    const day = dayOf(exam.date);
    const held = choices.filter((c) => c.courseId !== exam.courseId && dayOf(c.examDate) === day).length;
    if (held + 1 >= threshold) warnings[exam.id] = t("choice.dayLoad", { count: held });
  }
  return warnings;
}
