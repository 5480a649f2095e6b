import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { GET as myExport } from "@/app/privacy-api/me/export/route";
import { POST as erase } from "@/app/privacy-api/people/[externalId]/erase/route";
import { GET as personExport } from "@/app/privacy-api/people/[externalId]/export/route";
import { call, makeUser } from "@/lib/testing/fixtures";

const identity = async (res: Response) => {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  return JSON.parse(await zip.file("datos-personales.json")!.async("string")) as { identificador: string }[];
};

describe("the export's endpoints", () => {
  it("a student downloads their own zip, named after them", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const { status, res } = await call("GET", myExport, { as: student });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain(`datos-personales-${student.externalId}.zip`);
    expect(await identity(res)).toEqual([expect.objectContaining({ identificador: student.externalId })]);
  });

  it("an administrator downloads any person's zip, and gets a Spanish 404 for an unknown one", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const student = await makeUser("ROLE_STUDENT");
    const found = await call("GET", personExport, { as: admin, params: { externalId: student.externalId } });
    expect(found.status).toBe(200);
    expect(await identity(found.res)).toEqual([expect.objectContaining({ identificador: student.externalId })]);
    const missing = await call("GET", personExport, { as: admin, params: { externalId: "nadie-1234" } });
    expect(missing).toMatchObject({
      status: 404,
      data: { message: 'No existe ninguna persona con el identificador "nadie-1234"' },
    });
  });

  it("an administrator erases a person: the report says what was kept, and the person's session ends", async () => {
    const admin = await makeUser("ROLE_ADMIN");
    const student = await makeUser("ROLE_STUDENT");
    const erased = await call("POST", erase, { as: admin, params: { externalId: student.externalId }, json: {} });
    expect(erased.status).toBe(200);
    expect(erased.data.lines).toEqual(
      expect.arrayContaining(["sesiones (cerradas): 1 eliminado", "identidad y datos de contacto: 1 anonimizado"]),
    );
    expect((await call("GET", myExport, { as: student })).status).toBe(401);
  });
});
