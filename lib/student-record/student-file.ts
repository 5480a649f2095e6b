import { sql } from "drizzle-orm";
import { loadOrNull } from "@/lib/load-or-null";
import { recordRead } from "@/lib/access-log/record";
import { currentRequestId } from "@/lib/ops/observe";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope } from "@/lib/auth/student-scope";
import { listInteractions } from "@/lib/interactions/queries";
import { interactionListQuery } from "@/lib/interactions/schemas";
import { convocatories, studentCourses } from "./queries";

// The page itself shows the identity, courses and interactions: opening it is one recorded read.
const opened = {
  what: "Ficha del alumno: información personal, asignaturas e interacciones",
  student: ({ params }: { params: number }) => sql`${params}::int`,
};

/** Everything the student file's tabs show on first render; null when the student is outside scope. */
export async function loadStudentFile(db: Db, staff: SessionUser, externalId: string) {
  const found = await studentInScope(db, staff, externalId).catch(() => null);
  if (!found) return null;
  recordRead(db, opened, { params: found.id, user: staff, requestId: currentRequestId() });
  const [courses, convs, interactions] = await Promise.all([
    loadOrNull("las asignaturas", () => studentCourses(db, found.id)),
    loadOrNull("las convocatorias", () => convocatories(db)),
    loadOrNull("las interacciones", () =>
      listInteractions(db, staff, interactionListQuery.parse({ receiver: found.externalId, size: 100 })),
    ),
  ]);
  return {
    student: {
      userId: found.externalId,
      dni: found.dni,
      name: found.givenName,
      surnames: found.familyName,
      email: found.email,
      mobilePhone: found.mobilePhone,
    },
    courses,
    convocatories: convs,
    interactions: interactions?.content ?? null,
  };
}
