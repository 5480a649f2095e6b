import { beforeAll, describe, expect, it } from "vitest";
import { GET as priority } from "@/app/tfg-api/priority/route";
import { POST as uploadPriority } from "@/app/tfg-api/priority/csv/route";
import { call, uniq } from "@/lib/testing/fixtures";
import { makeDegree } from "@/lib/testing/reference";
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

describe("priority grades ('Subida de notas')", () => {
  it("CSV userId,degreeId,priority upserts and the list pages them", async () => {
    const degree = await makeDegree(`Grado ${uniq()}`);
    const text = `userId,degreeId,priority\n${w.s1.externalId},${degree.externalId},8.5\n${w.s2.externalId},${degree.externalId},7\n${w.s1.externalId},${degree.externalId},9.25\nnadie,${degree.externalId},5\n${w.s3.externalId},${degree.externalId},alto\n`;
    const res = await call("POST", uploadPriority, { as: w.admin, body: csv(text) });
    expect(res.data.success).toEqual([w.s1.externalId, w.s2.externalId, w.s1.externalId]);
    expect(res.data.failed).toEqual(["Línea 5: No existe el alumno nadie", "Línea 6: priority: debe ser un número"]);
    const page = await call("GET", priority, { as: w.admin, query: { size: "100" } });
    const mine = page.data.content.filter((g: { degreeId: string }) => g.degreeId === degree.externalId);
    expect(mine.map((g: { userId: string; priority: number }) => [g.userId, g.priority])).toEqual([
      [w.s1.externalId, 9.25],
      [w.s2.externalId, 7],
    ]);
    expect(page.data.totalElements).toBeGreaterThanOrEqual(2);
  });
});
