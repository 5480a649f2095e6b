import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { proceedings } from "@/db/schema";
import { multipart, pdf } from "@/lib/testing/files";
import { sharedStudent, studentRecordOf, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import type { RowScopeRow } from "./types";

const proceedingRows = async (w: RowScopeWorld) =>
  (await getDb())
    .select()
    .from(proceedings)
    .where(and(eq(proceedings.userId, w.student.id), eq(proceedings.degreeId, w.degreeA.id)));

/** Course B's staff upload a proceeding for course A's student: refused, A's proceeding untouched. */
async function upload(w: RowScopeWorld) {
  const { params } = await studentRecordOf(w);
  const bytes = await pdf("Expediente de otra asignatura");
  return { params, body: () => multipart("file", bytes), snapshot: () => proceedingRows(w) };
}

export const cases: RowScopeRow[] = [
  {
    route: "GET /grades-api/proceedings/{courseId}/download",
    as: "ROLE_STUDENT",
    setup: async (w) => {
      await studentRecordOf(w);
      return { owner: w.student, outsider: w.outsider, params: { courseId: w.degreeA.externalId } };
    },
    expect: 404,
  },
  {
    route: "POST /proceeding/{course}/{user}",
    as: "ROLE_INSTRUCTOR",
    setup: async (w) => ({ owner: w.instructor, outsider: w.instructorB, ...(await upload(w)) }),
    expect: 404,
  },
  {
    route: "POST /proceeding/{course}/{user}",
    as: "ROLE_COORD",
    setup: async (w) => ({ owner: w.coordinator, outsider: w.coordinatorB, ...(await upload(w)) }),
    expect: 404,
  },
  {
    route: "POST /proceeding/{course}/{user}",
    as: "ROLE_INSTRUCTOR",
    name: "a shared student's proceeding for a degree only B teaches",
    setup: async (w) => {
      const student = await sharedStudent(w);
      const bytes = await pdf("Expediente de Física");
      const of = async () =>
        (await getDb())
          .select()
          .from(proceedings)
          .where(and(eq(proceedings.userId, student.id), eq(proceedings.degreeId, w.degreeB.id)));
      return {
        owner: w.instructorB,
        outsider: w.instructor,
        params: { course: w.degreeB.externalId, user: student.externalId },
        body: () => multipart("file", bytes),
        snapshot: of,
      };
    },
    expect: 403,
  },
  {
    route: "POST /proceeding/{course}/{user}",
    as: ["ROLE_SECR", "ROLE_ADMIN"],
    unscoped: "secretaries and admins upload any student's proceeding (lib/auth/student-scope.ts)",
  },
];
