import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import type { DoorExam, DoorVenue } from "@/lib/exams/attendance/door";
import type { Locale } from "@/lib/i18n/locales";
import type { ExamsT } from "../texts";

const selectClasses = "h-10 w-full rounded-md border border-gray-400 bg-white px-3 text-sm";

export const doorExamLabel = (t: ExamsT, exam: DoorExam, locale: Locale) =>
  t("door.examLabel", { course: exam.courseName, option: exam.option, date: formatDateTime(exam.startsAt, locale) });

/**
 * The exam and venue of 'Control de acceso' and of the attendance, chosen with a plain GET form (no
 * client code): first the exam, then one of the venues it is offered at. `allVenues` offers 'Todas las
 * sedes' (the attendance of every venue).
 */
export function DoorPicker({
  action,
  exams,
  chosen,
  venues,
  venueId,
  allVenues = false,
}: {
  action: string;
  exams: DoorExam[];
  chosen: DoorExam | null;
  venues: DoorVenue[];
  venueId?: string;
  allVenues?: boolean;
}) {
  const t = useTranslations("exams");
  const locale = useLocale();
  if (!chosen) {
    if (exams.length === 0) return <p className="text-gray-700">{t("door.noExams")}</p>;
    return (
      <form method="get" action={action} className="flex max-w-xl flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("door.exam")}
          <select name="examId" className={selectClasses} required>
            {exams.map((exam) => (
              <option key={exam.id} value={exam.id}>
                {doorExamLabel(t, exam, locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {t("door.chooseExam")}
        </button>
      </form>
    );
  }
  return (
    <form method="get" action={action} className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="examId" value={chosen.id} />
      <p className="text-sm">
        <span className="font-medium">{t("door.examColon")}</span> {doorExamLabel(t, chosen, locale)}{" "}
        <Link href={action} className="text-blue-800 underline">
          {t("door.changeExam")}
        </Link>
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("door.venue")}
        <select name="venueId" className={selectClasses} defaultValue={venueId ?? ""} required={!allVenues}>
          {allVenues && <option value="">{t("attendance.allVenues")}</option>}
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("secondary", "md")}>
        {t("door.chooseVenue")}
      </button>
    </form>
  );
}
