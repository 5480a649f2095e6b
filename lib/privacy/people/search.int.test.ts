import { describe, expect, it } from "vitest";
import { GET as people } from "@/app/privacy-api/people/route";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";

describe("'Protección de datos' finds a person by name, DNI or e-mail", () => {
  it("finds people of any role, without accents or case, every word typed", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const surname = `Gonzálezñ${uniq()}`;
    const student = await makeUser("ROLE_STUDENT", { givenName: "Lucía", familyName: `${surname} Pérez` });
    const instructor = await makeUser("ROLE_INSTRUCTOR", { givenName: "Ángel", familyName: surname });
    const search = async (text: string) => {
      const res = await call("GET", people, { as: admin, query: { search: text } });
      expect(res.status).toBe(200);
      return (res.data as { userId: string; name: string; surnames: string }[]).map((p) => p.userId);
    };
    const folded = surname.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    expect((await search(folded)).sort()).toEqual([student.externalId, instructor.externalId].sort());
    expect(await search(`lucia ${folded} perez`)).toEqual([student.externalId]);
    expect(await search(student.dni.toLowerCase())).toEqual([student.externalId]);
    expect(await search(`${folded} nadie`)).toEqual([]);
  });

  it("asks for two characters, and answers administrators only", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const short = await call("GET", people, { as: admin, query: { search: " a " } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.data)).toContain("Escribe al menos 2 caracteres");
    const secretary = await makeUser("ROLE_SECR");
    expect((await call("GET", people, { as: secretary, query: { search: "garcia" } })).status).toBe(403);
  });
});
