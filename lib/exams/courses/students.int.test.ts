import { describe, expect, it } from "vitest";
import { GET as findStudents } from "@/app/exams-api/students/route";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";

describe("GET /exams-api/students: the support finds a student by name, surnames, DNI or e-mail", () => {
  it("matches every word typed across name, surnames, DNI and e-mail, accents and case aside; students only", async () => {
    const tag = uniq();
    const lucia = await makeUser("ROLE_STUDENT", {
      givenName: "Lucía",
      familyName: `Núñez ${tag}`,
      email: `lucia.${tag}@alumnos.test`,
    });
    const luis = await makeUser("ROLE_STUDENT", { givenName: "Luis", familyName: `Núñez ${tag}` });
    await makeUser("ROLE_INSTRUCTOR", { givenName: "Lucía", familyName: `Núñez ${tag}` });
    const support = await makeUser("ROLE_GES_EXAM");
    const find = async (q: string) => call("GET", findStudents, { as: support, query: { q } });

    const both = await find(`nunez ${tag}`);
    expect(both.status).toBe(200);
    expect(both.data.map((s: { userId: string }) => s.userId)).toEqual([lucia.externalId, luis.externalId]);
    expect(both.data[0]).toEqual({
      userId: lucia.externalId,
      dni: lucia.dni,
      name: "Lucía",
      surnames: `Núñez ${tag}`,
      email: `lucia.${tag}@alumnos.test`,
    });
    expect((await find(`LUCIA ${tag}`)).data.map((s: { userId: string }) => s.userId)).toEqual([lucia.externalId]);
    expect((await find(lucia.dni.toLowerCase())).data.map((s: { userId: string }) => s.userId)).toEqual([
      lucia.externalId,
    ]);
    expect((await find(`lucia.${tag}@alumnos`)).data.map((s: { userId: string }) => s.userId)).toEqual([
      lucia.externalId,
    ]);
    expect((await find(`pedro ${tag}`)).data).toEqual([]);
  });

  it("refuses a search shorter than two characters, in Spanish", async () => {
    const support = await makeUser("ROLE_ADMIN");
    const res = await call("GET", findStudents, { as: support, query: { q: " a " } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toContain("Escribe al menos 2 caracteres para buscar");
  });

  it("is not open to a student", async () => {
    const student = await makeUser("ROLE_STUDENT");
    expect((await call("GET", findStudents, { as: student, query: { q: "garcia" } })).status).toBe(403);
  });
});
