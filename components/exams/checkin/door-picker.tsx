import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import type { DoorExam, DoorVenue } from "@/lib/exams/attendance/door";

const selectClasses = "h-10 w-full rounded-md border border-gray-400 bg-white px-3 text-sm";

export const doorExamLabel = (exam: DoorExam) =>
  `${exam.courseName} · Examen ${exam.option} · ${formatDateTime(exam.startsAt)}`;

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
  if (!chosen) {
    if (exams.length === 0) return <p className="text-gray-700">No tienes exámenes presenciales desde hoy</p>;
    return (
      <form method="get" action={action} className="flex max-w-xl flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Examen
          <select name="examId" className={selectClasses} required>
            {exams.map((exam) => (
              <option key={exam.id} value={exam.id}>
                {doorExamLabel(exam)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Elegir examen
        </button>
      </form>
    );
  }
  return (
    <form method="get" action={action} className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="examId" value={chosen.id} />
      <p className="text-sm">
        <span className="font-medium">Examen:</span> {doorExamLabel(chosen)}{" "}
        <Link href={action} className="text-blue-800 underline">
          Cambiar de examen
        </Link>
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Sede
        <select name="venueId" className={selectClasses} defaultValue={venueId ?? ""} required={!allVenues}>
          {allVenues && <option value="">Todas las sedes</option>}
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("secondary", "md")}>
        Elegir sede
      </button>
    </form>
  );
}
