import { getDb } from "@/lib/database";
import { jobHandlers } from "@/lib/jobs/kinds";
import { runNextJob } from "@/lib/jobs/runner";
import { dataUrl, pdf } from "./files";
import type { TestUser } from "./fixtures";
import { apiOk, type ApiCall, type RowScopeWorld } from "./row-scope-world";
import type { TfgScopeWorld } from "./tfg-row-scope";

// The inputs of lib/access-log/coverage.int.test.ts beyond the row-scope matrix's cases.

type Call = ApiCall & { as: TestUser };

/** An entry of the registry book about `w.student`, with a file. */
async function registryEntryOf(w: RowScopeWorld, tfg: TfgScopeWorld) {
  const json = {
    bookType: "general",
    type: "ENTRY",
    term: tfg.year.id,
    userExternalId: w.student.externalId,
    file: { name: "asiento.pdf", dataUrl: dataUrl(await pdf("Asiento")) },
  };
  const { id } = (await apiOk("POST /registry-api", w.secretary, { json })) as { id: number };
  return { id: String(id) };
}

/** Staff calls that reach students' data where no matrix case does (a search term, a finished export). */
export const STAFF_INPUTS: Record<string, (w: RowScopeWorld, tfg: TfgScopeWorld) => Promise<Call[]>> = {
  "GET /exams-api/students": async (w) => [{ as: w.admin, query: { q: w.student.dni } }],
  "GET /privacy-api/people": async (w) => [{ as: w.admin, query: { search: w.student.dni } }],
  "GET /privacy-api/people/{externalId}/export": async (w) => [
    { as: w.admin, params: { externalId: w.student.externalId } },
  ],
  "GET /privacy-api/people/{externalId}/reads": async (w) => [
    { as: w.admin, params: { externalId: w.student.externalId } },
  ],
  "GET /registry-api/users/{kind}/{term}": async (w) => [
    { as: w.secretary, params: { kind: "id", term: w.student.externalId } },
  ],
  "GET /registry-api/{id}": async (w, tfg) => [{ as: w.secretary, params: await registryEntryOf(w, tfg) }],
  "GET /registry-api/{id}/file": async (w, tfg) => [{ as: w.secretary, params: await registryEntryOf(w, tfg) }],
  "GET /tfg-api/degrees/{degreeId}/areas": async (_, tfg) => [
    { as: tfg.admin, params: { degreeId: tfg.degreeA.externalId } },
  ],
  "GET /tfg-api/jobs/{id}/file": async (_, tfg) => {
    const { id } = (await apiOk("POST /tfg-api/requests/csv", tfg.admin)) as { id: number };
    await runNextJob(await getDb(), jobHandlers, { jobId: id });
    return [{ as: tfg.admin, params: { id: String(id) } }];
  },
};

/** Staff GET routes no call of the test answers with a 2xx, and why; each is a route the test cannot see into. */
export const NOT_CALLED: Record<string, string> = {
  "GET /enrollments-api/grades/{gradeId}/courses": "a degree's catalogue of enrolment courses: it names no person",
  "GET /exams-api/exams/{id}/files/{versionId}":
    "an exam's own files, uploaded by its staff; the matrix's world holds no exam to name",
  "GET /exams-api/requests/courses/{courseId}/users/{user}":
    "a student's exam choice for a course (date and venue), found only where the student chose one; the matrix's world holds no exam",
};
