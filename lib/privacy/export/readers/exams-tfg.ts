import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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
import { STATUS_LABELS } from "@/lib/tfg/constants";
import type { ExportReader } from "../types";
import { childrenOf } from "./children";

export const examsReader: ExportReader = {
  slug: "examenes",
  description: "los exámenes que eligió, con su sede y su hora",
  read: async (db, person) => {
    const rows = await db
      .select({ request: examRequests, course: courses.name, venue: examVenues.name })
      .from(examRequests)
      .innerJoin(courses, eq(courses.id, examRequests.courseId))
      .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
      .where(eq(examRequests.userId, person.id))
      .orderBy(examRequests.startsAt);
    return rows.map(({ request, course, venue }) => ({
      asignatura: course,
      sede: venue,
      inicio: formatDateTime(request.startsAt),
      fin: formatDateTime(request.endsAt),
      elegido: formatDateTime(request.createdAt),
    }));
  },
};

export const examWaitlistReader: ExportReader = {
  slug: "listas-de-espera",
  description: "las listas de espera de exámenes en las que está apuntado",
  read: async (db, person) => {
    const rows = await db
      .select({ entry: examWaitlist, course: courses.name, venue: examVenues.name })
      .from(examWaitlist)
      .innerJoin(courses, eq(courses.id, examWaitlist.courseId))
      .innerJoin(examVenues, eq(examVenues.id, examWaitlist.venueId))
      .where(eq(examWaitlist.userId, person.id))
      .orderBy(examWaitlist.startsAt);
    return rows.map(({ entry, course, venue }) => ({
      asignatura: course,
      sede: venue,
      inicio: formatDateTime(entry.startsAt),
      apuntado: formatDateTime(entry.joinedAt),
    }));
  },
};

export const tfgReader: ExportReader = {
  slug: "tfg-tfm",
  description: "sus solicitudes de TFG/TFM y sus defensas",
  read: async (db, person) => {
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
      estado: STATUS_LABELS[request.status],
      motivoDeRechazo: request.rejectReason,
      solicitada: formatDateTime(request.createdAt),
      defensas: defenses
        .filter((d) => d.requestId === request.id)
        .map((d) => ({
          titulo: d.title,
          inicio: formatDateTime(d.start),
          lugar: d.location,
          estado: d.status,
          observaciones: d.comments,
        })),
    }));
  },
};
