import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteTerm, PATCH as patchTerm } from "@/app/exams-api/terms/[id]/route";
import { GET as listTerms, POST as createTerm } from "@/app/exams-api/terms/route";
import { getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse } from "@/lib/testing/exams";

let support: TestUser;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
});

describe("terms", () => {
  it("creates, enables and disables, and deletes a term; deleting one that exams use is refused", async () => {
    const name = `Ordinaria ${uniq()}`;
    const created = await call("POST", createTerm, { as: support, json: { name } });
    expect(created).toMatchObject({ status: 201, data: { name, enabled: true } });
    expect((await call("POST", createTerm, { as: support, json: { name: name.toUpperCase() } })).status).toBe(409);
    expect((await call("POST", createTerm, { as: support, json: { name: " " } })).status).toBe(400);
    const termId = String(created.data.id);
    expect(
      (await call("PATCH", patchTerm, { as: support, params: { id: termId }, json: { enabled: false } })).data.enabled,
    ).toBe(false);
    expect((await call("GET", listTerms, { as: support })).data).toContainEqual({
      id: created.data.id,
      name,
      enabled: false,
    });
    const { course } = await makeExamCourse(0);
    const used = await makeExam(course.id, created.data.id);
    const refused = await call("DELETE", deleteTerm, { as: support, params: { id: termId } });
    expect(refused).toMatchObject({
      status: 409,
      data: { message: "No se puede eliminar la convocatoria porque hay exámenes que la usan" },
    });
    const db = await getDb();
    await db.delete(exams).where(eq(exams.id, used.id));
    expect((await call("DELETE", deleteTerm, { as: support, params: { id: termId } })).status).toBe(200);
    expect((await call("DELETE", deleteTerm, { as: support, params: { id: termId } })).status).toBe(404);
  });
});
