import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { outbox } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { studentRecordOf, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import type { CaseSetup, RouteKey, RowScopeRow } from "./types";

const EVERY_STUDENT = "secretaries and admins see every student (lib/auth/student-scope.ts)";
const ALL_STAFF: Role[] = ["ROLE_SECR", "ROLE_ADMIN"];

/** Course A's instructor or coordinator against course B's, on one of `w.student`'s records. */
const staffPair = (w: RowScopeWorld, role: Role) =>
  role === "ROLE_INSTRUCTOR"
    ? { owner: w.instructor, outsider: w.instructorB }
    : { owner: w.coordinator, outsider: w.coordinatorB };

/** The route's case for the instructor and for the coordinator, and its unscoped row for the others. */
function byStaff(
  route: RouteKey,
  setup: (w: RowScopeWorld) => Promise<Omit<CaseSetup, "owner" | "outsider">>,
  expect: 403 | 404 | "omitted" = 404,
): RowScopeRow[] {
  return [
    ...(["ROLE_INSTRUCTOR", "ROLE_COORD"] as const).map((as) => ({
      route,
      as,
      setup: async (w: RowScopeWorld) => ({ ...staffPair(w, as), ...(await setup(w)) }),
      expect,
    })),
    { route, as: ALL_STAFF, unscoped: EVERY_STUDENT },
  ];
}

const smsTo = async (studentId: number) =>
  (await getDb()).select({ id: outbox.id }).from(outbox).where(eq(outbox.recipientUserId, studentId));

export const cases: RowScopeRow[] = [
  ...byStaff("GET /student-record-api/user/{dni}", async (w) => ({ params: { dni: w.student.dni } })),
  ...byStaff("GET /student-record-api/courses/{user}", async (w) => ({ params: { user: w.student.externalId } })),
  ...byStaff("GET /student-record-api/grades/{user}/convocatory/{convocatory}", async (w) => {
    const { convocatory } = await studentRecordOf(w);
    return { params: { user: w.student.externalId, convocatory } };
  }),
  ...byStaff("GET /student-record-api/proceeding/{course}/{user}", async (w) => ({
    params: (await studentRecordOf(w)).params,
  })),
  ...byStaff("GET /student-record-api/proceeding/{course}/{user}/download", async (w) => ({
    params: (await studentRecordOf(w)).params,
  })),
  ...byStaff(
    "GET /student-record-api/users/{kind}/{term}",
    async (w) => ({
      params: { kind: "id", term: w.student.externalId },
      shows: (data) => (data as { content: { userId: string }[] }).content.some((s) => s.userId === w.student.externalId),
    }),
    "omitted",
  ),
  ...byStaff("POST /student-record-api/sms", async (w) => ({
    json: { user: w.student.externalId, text: "Recoja su título en secretaría" },
    snapshot: () => smsTo(w.student.id),
  })),
];
