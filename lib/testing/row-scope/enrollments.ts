import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { enrollmentRequestFiles, enrollmentRequests } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import {
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  fullRequest,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { pdf } from "@/lib/testing/files";
import { apiOk } from "@/lib/testing/row-scope-world";
import type { CaseSetup, RouteKey, RowScopeRow } from "./types";

const STAFF_SEE_ALL = "admins and the secretariat handle every enrolment request (seed 002 §6–7)";

let world: Promise<EnrollmentWorld> | undefined;
const enrolment = () => (world ??= enrollmentWorld());

/** A request of the enrolment world's student: type R (`/requests/…`) or A (`/extended/…`), optionally with a file attached. */
async function requestOf(type: "R" | "A", attach: boolean) {
  const w = await enrolment();
  await clearPendingRequests(w);
  const body = (type === "R" ? fullRequest : extensionRequest)(w, { withFiles: true });
  const id = (await apiOk("POST /enrollments-api/requests", w.student, { json: body })).id as number;
  if (attach) {
    const route =
      type === "R" ? "POST /enrollments-api/requests/{id}/files" : "POST /enrollments-api/extended/{id}/files";
    await apiOk(route, w.student, { params: { id: String(id) }, body: await files() });
  }
  return id;
}

async function files() {
  const form = new FormData();
  form.append("files", new File([new Uint8Array(await pdf("Justificante de pago"))], "justificante.pdf"));
  return form;
}

const requestRows = async (id: number) => {
  const db = await getDb();
  return {
    request: await db.select().from(enrollmentRequests).where(eq(enrollmentRequests.id, id)),
    files: await db.select().from(enrollmentRequestFiles).where(eq(enrollmentRequestFiles.requestId, id)),
  };
};

/** The other student, on one of the student's requests: 404. */
const ofStudent = (
  route: RouteKey,
  type: "R" | "A",
  options: { attach?: boolean; extra?: (id: number) => Promise<Partial<CaseSetup>> } = {},
): RowScopeRow => ({
  route,
  as: "ROLE_STUDENT",
  setup: async () => {
    const w = await enrolment();
    const id = await requestOf(type, options.attach ?? false);
    return { owner: w.student, outsider: w.other, params: { id: String(id) }, ...(await options.extra?.(id)) };
  },
  expect: 404,
});

const unscoped = (route: RouteKey, as: Role | Role[], why = STAFF_SEE_ALL): RowScopeRow => ({
  route,
  as,
  unscoped: why,
});
const STAFF: Role[] = ["ROLE_ADMIN", "ROLE_SECR"];

export const cases: RowScopeRow[] = [
  ofStudent("GET /enrollments-api/requests/{id}/pdf", "R"),
  ofStudent("GET /enrollments-api/extended/{id}/pdf", "A"),
  ofStudent("GET /enrollments-api/requests/{id}/files", "R", { attach: true }),
  ofStudent("GET /enrollments-api/extended/{id}/files", "A", { attach: true }),
  ofStudent("POST /enrollments-api/requests/{id}/files", "R", {
    extra: async (id) => {
      const form = await files();
      return { body: () => form, snapshot: () => requestRows(id) };
    },
  }),
  ofStudent("POST /enrollments-api/extended/{id}/files", "A", {
    extra: async (id) => {
      const form = await files();
      return { body: () => form, snapshot: () => requestRows(id) };
    },
  }),
  ofStudent("DELETE /enrollments-api/requests/{id}", "R", {
    extra: async (id) => ({ snapshot: () => requestRows(id) }),
  }),
  {
    route: "GET /enrollments-api/requests",
    as: "ROLE_STUDENT",
    name: "filtered by A's userExternalId",
    setup: async () => {
      const w = await enrolment();
      const id = await requestOf("A", false);
      return {
        owner: w.student,
        outsider: w.other,
        query: { userExternalId: w.student.externalId },
        shows: (data) => (data as { content: { id: number }[] }).content.some((r) => r.id === id),
      };
    },
    expect: "omitted",
  },
  {
    route: "GET /enrollments-api/users/{externalUserId}",
    as: "ROLE_STUDENT",
    setup: async () => {
      const w = await enrolment();
      return { owner: w.student, outsider: w.other, params: { externalUserId: w.student.externalId } };
    },
    expect: 404,
  },
  unscoped(
    "POST /enrollments-api/requests",
    "ROLE_STUDENT",
    "its ids name an open term and an academic year, shared by every student; the request is always the caller's",
  ),
  unscoped(
    "GET /enrollments-api/grades/{gradeId}/courses",
    ["ROLE_STUDENT", ...STAFF],
    "a degree's enrolment courses are a catalogue: a newcomer may enrol in any degree (listDegrees)",
  ),
  unscoped(
    "GET /enrollments-api/courses",
    "ROLE_ADMIN",
    "its id names an academic year: the capacities of every year are one table that any admin administers",
  ),
  unscoped("GET /enrollments-api/users/{externalUserId}", STAFF),
  unscoped("GET /enrollments-api/requests/{id}/pdf", STAFF),
  unscoped("GET /enrollments-api/extended/{id}/pdf", STAFF),
  unscoped("GET /enrollments-api/requests/{id}/files", STAFF),
  unscoped("GET /enrollments-api/extended/{id}/files", STAFF),
  unscoped("DELETE /enrollments-api/requests/{id}", "ROLE_ADMIN"),
  unscoped("POST /enrollments-api/requests/{id}/process", STAFF),
  unscoped("POST /enrollments-api/requests/{id}/unprocess", STAFF),
  unscoped("GET /enrollments-api/requests/all", STAFF),
  unscoped("GET /enrollments-api/requests/csv", "ROLE_ADMIN"),
  unscoped(
    "POST /enrollments-api/enrollment-terms",
    "ROLE_SECR",
    "enrolment terms are shared by the whole secretariat",
  ),
  unscoped(
    "PATCH /enrollments-api/enrollment-terms/{id}",
    "ROLE_SECR",
    "enrolment terms are shared by the whole secretariat",
  ),
];
