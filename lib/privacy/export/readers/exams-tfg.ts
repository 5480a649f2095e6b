import { eq } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  courses,
  degrees,
  examRequests,
  examVenues,
  examWaitlist,
  tfgAreas,
  tfgDefenses,
  tfgRequests,
  users,
} from "@/db/schema";
import { fullName } from "@/db/full-name";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader, type ReaderKey } from "../types";
import { childrenOf } from "./children";
import { rowsReader } from "./rows-reader";

/** Exam requests and waitlist entries alike: a course at a venue from a start, for the person. */
function examSeatsReader(
  key: ReaderKey,
  seats: typeof examRequests | typeof examWaitlist,
  /** The seat's other instants, by their name in the JSON. */
  times: Record<string, PgColumn>,
): ExportReader {
  return rowsReader(
    key,
    (db, person) =>
      db
        .select({ course: courses.name, venue: examVenues.name, startsAt: seats.startsAt, times })
        .from(seats)
        .innerJoin(courses, eq(courses.id, seats.courseId))
        .innerJoin(examVenues, eq(examVenues.id, seats.venueId))
        .where(eq(seats.userId, person.id))
        .orderBy(seats.startsAt),
    ({ course, venue, startsAt, times: at }, _addFile, locale) => ({
      asignatura: course,
      sede: venue,
      inicio: formatDateTime(startsAt, locale),
      ...Object.fromEntries(
        Object.entries(at).map(([name, instant]) => [name, formatDateTime(instant as Date, locale)]),
      ),
    }),
  );
}

export const examsReader = examSeatsReader("exams", examRequests, {
  fin: examRequests.endsAt,
  elegido: examRequests.createdAt,
});

export const examWaitlistReader = examSeatsReader("waitlists", examWaitlist, { apuntado: examWaitlist.joinedAt });

export const tfgReader: ExportReader = {
  ...readerNamed("tfg"),
  read: async (db, person, _addFile, locale) => {
    const t = translator(locale, "tfg");
    const instructor = alias(users, "instructor");
    const rows = await db
      .select({ request: tfgRequests, degree: degrees.name, area: tfgAreas.name, instructor: fullName(instructor) })
      .from(tfgRequests)
      .innerJoin(degrees, eq(degrees.id, tfgRequests.degreeId))
      .leftJoin(tfgAreas, eq(tfgAreas.id, tfgRequests.areaId))
      .leftJoin(instructor, eq(instructor.id, tfgRequests.instructorId))
      .where(eq(tfgRequests.userId, person.id))
      .orderBy(tfgRequests.createdAt);
    const defenses = await childrenOf(
      db,
      tfgDefenses,
      tfgDefenses.requestId,
      rows.map((r) => r.request.id),
    );
    return rows.map(({ request, degree, area, instructor }) => ({
      titulacion: degree,
      area,
      director: instructor,
      tituloProvisional: request.provisionalTitle,
      estado: t(`statuses.${request.status}`),
      motivoDeRechazo: request.rejectReason,
      solicitada: formatDateTime(request.createdAt, locale),
      defensas: defenses
        .filter((d) => d.requestId === request.id)
        .map((d) => ({
          titulo: d.title,
          inicio: formatDateTime(d.start, locale),
          lugar: d.location,
          estado: d.status,
          observaciones: d.comments,
        })),
    }));
  },
};
