import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTerms, POST as createTerm, PUT as updateTerm } from "@/app/tfg-api/terms/route";
import { DELETE as deleteTerm } from "@/app/tfg-api/terms/[id]/route";
import { POST as uploadTerms } from "@/app/tfg-api/terms/csv/route";
import { call, uniq } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";

let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

const csv = (text: string, name = "datos.csv") => {
  const form = new FormData();
  form.set("file", new File([text], name, { type: "text/csv" }));
  return form;
};
const year = () => String(w.year.id);

describe("calls (terms)", () => {
  const body = () => ({
    academicYearId: w.year.id,
    type: "DEFENSE",
    name: `Defensa ${uniq()}`,
    assignedDegreeIds: [w.degreeA.externalId],
    start: "01/06/2031 09:00",
    end: "30/06/2031 14:00",
  });

  it("need year, type, name, degrees, start and end in DD/MM/YYYY HH:mm", async () => {
    const res = await call("POST", createTerm, {
      as: w.secretary,
      json: { ...body(), name: "", start: "2031-06-01", assignedDegreeIds: [] },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors).toMatchObject({
      name: ["Este campo es obligatorio"],
      start: ["La fecha debe tener el formato DD/MM/YYYY HH:mm"],
      assignedDegreeIds: ["Este campo es obligatorio"],
    });
    const backwards = await call("POST", createTerm, { as: w.secretary, json: { ...body(), end: "01/05/2031 09:00" } });
    expect(backwards.data.message).toBe("La fecha de fin debe ser posterior a la de inicio");
  });

  it("are created in Madrid time, filtered, edited, and deleted unless in use", async () => {
    const created = await call("POST", createTerm, { as: w.admin, json: body() });
    expect(created.data).toMatchObject({
      type: "DEFENSE",
      start: "2031-06-01T07:00:00.000Z",
      academicYear: { id: w.year.id },
      assignedDegreeIds: [w.degreeA.externalId],
    });
    const found = await call("GET", listTerms, {
      as: w.s1,
      query: { type: "DEFENSE", degree: w.degreeA.externalId, academicYear: year() },
    });
    expect(found.data.map((t: { id: number }) => t.id)).toEqual([created.data.id]);
    const open = await call("GET", listTerms, {
      as: w.s1,
      query: { type: "AREA", academicYear: year(), open: "true" },
    });
    expect(open.data.map((t: { id: number }) => t.id)).toEqual([w.openTerm.id]);
    const edited = await call("PUT", updateTerm, {
      as: w.admin,
      json: { ...body(), id: created.data.id, name: "Renombrada" },
    });
    expect(edited.data.name).toBe("Renombrada");
    expect((await call("DELETE", deleteTerm, { as: w.admin, params: { id: String(created.data.id) } })).status).toBe(
      200,
    );
    const s = await w.student();
    await w.request(s, w.d2);
    const used = await call("DELETE", deleteTerm, { as: w.admin, params: { id: String(w.openTerm.id) } });
    expect(used).toMatchObject({
      status: 409,
      data: { message: "No se ha podido eliminar la convocatoria: puede que ya esté en uso" },
    });
  });

  it("CSV upload with academicYear,type,name,assignedDegreeIds,start,end", async () => {
    const text = `academicYear,type,name,assignedDegreeIds,start,end\n${w.year.name},AREA,Extra ${uniq()},${w.degreeA.externalId};${w.degreeB.externalId},01/09/2031 09:00,30/09/2031 14:00\n${w.year.id},OTRA,Mal,${w.degreeA.externalId},01/09/2031 09:00,30/09/2031 14:00\n`;
    const res = await call("POST", uploadTerms, { as: w.secretary, body: csv(text) });
    expect(res.data.success).toHaveLength(1);
    expect(res.data.failed).toEqual([expect.stringMatching(/^Línea 3: type/)]);
  });
});
