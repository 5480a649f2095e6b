import { loadOrNull } from "@/lib/load-or-null";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { studentInScope } from "@/lib/auth/student-scope";
import { listInteractions } from "@/lib/interactions/queries";
import { interactionListQuery } from "@/lib/interactions/schemas";
import { convocatories, studentCourses } from "./queries";

/** Everything the student file's tabs show on first render; null when the student is outside scope. */
export async function loadStudentFile(db: Db, staff: SessionUser, externalId: string) {
  const found = await studentInScope(db, staff, externalId).catch(() => null);
  if (!found) return null;
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
