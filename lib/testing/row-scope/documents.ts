import { getDb } from "@/lib/database";
import { documentTypes } from "@/db/schema";
import { uniq, type TestUser } from "@/lib/testing/fixtures";
import { dataUrl, pdf } from "@/lib/testing/files";
import { apiOk, ofStudent } from "@/lib/testing/row-scope-world";
import type { RowScopeRow } from "./types";

const COORDINATORS_SEE_ALL = "coordinators review every student's documents (the specification; README, access)";

/** A PENDING document handed in by `student`. */
async function documentOf(student: TestUser) {
  const db = await getDb();
  const [type] = await db
    .insert(documentTypes)
    .values({ name: `Certificado ${uniq()}` })
    .returning();
  const json = { documentType: type!.id, documentFilename: "certificado.pdf", documentFileBytes: dataUrl(await pdf()) };
  return (await apiOk("POST /documents-api", student, { json })).id as number;
}

export const cases: RowScopeRow[] = [
  ofStudent("GET /documents-api/{id}/file", documentOf),
  {
    route: "GET /documents-api",
    as: "ROLE_STUDENT",
    name: "filtered by A's studentId",
    setup: async (w) => {
      const id = await documentOf(w.student);
      return {
        owner: w.student,
        outsider: w.outsider,
        query: { studentId: w.student.externalId },
        shows: (data) => (data as { content: { id: number }[] }).content.some((d) => d.id === id),
      };
    },
    expect: "omitted",
  },
  { route: "GET /documents-api/{id}/file", as: "ROLE_COORD", unscoped: COORDINATORS_SEE_ALL },
  { route: "GET /documents-api", as: "ROLE_COORD", unscoped: COORDINATORS_SEE_ALL },
  { route: "POST /documents-api/{id}/approve", as: "ROLE_COORD", unscoped: COORDINATORS_SEE_ALL },
  { route: "POST /documents-api/{id}/reject", as: "ROLE_COORD", unscoped: COORDINATORS_SEE_ALL },
  { route: "DELETE /documents-api/types/{id}", as: "ROLE_ADMIN", unscoped: "document types are shared reference data" },
];
