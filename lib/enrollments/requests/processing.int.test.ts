import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteRequest } from "@/app/enrollments-api/requests/[id]/route";
import { POST as attachFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as unprocessRequest } from "@/app/enrollments-api/requests/[id]/unprocess/route";
import { GET as allRequests } from "@/app/enrollments-api/requests/all/route";
import { getDb } from "@/lib/database";
import { storedFiles } from "@/db/schema";
import {
  attachments,
  clearPendingRequests,
  enrollmentWorld,
  fullRequest,
  seatsTaken,
  submitted,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { pdf } from "@/lib/testing/files";
import { call } from "@/lib/testing/fixtures";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const id = (value: number) => ({ id: String(value) });

describe("deleting a request", () => {
  it("a student deletes their own pending request; someone else's is 404; a processed one is 409", async () => {
    const mine = await submitted(w);
    expect((await call("DELETE", deleteRequest, { as: w.other, params: id(mine) })).status).toBe(404);
    expect((await call("DELETE", deleteRequest, { as: w.student, params: id(mine) })).status).toBe(200);
    expect((await call("DELETE", deleteRequest, { as: w.student, params: id(mine) })).status).toBe(404);

    const processed = await submitted(w);
    await call("POST", processRequest, { as: w.admin, params: id(processed) });
    for (const as of [w.student, w.admin]) {
      expect(await call("DELETE", deleteRequest, { as, params: id(processed) })).toMatchObject({
        status: 409,
        data: { message: "No se puede eliminar una petición ya procesada" },
      });
    }
    await call("POST", unprocessRequest, { as: w.admin, params: id(processed) });
    expect((await call("DELETE", deleteRequest, { as: w.admin, params: id(processed) })).status).toBe(200);
  });

  it("takes the request's stored files with it", async () => {
    const request = await submitted(w);
    await call("POST", attachFiles, { as: w.student, params: id(request), body: attachments(["a.pdf", await pdf()]) });
    const db = await getDb();
    const before = await db.select({ n: storedFiles.id }).from(storedFiles);
    await call("DELETE", deleteRequest, { as: w.student, params: id(request) });
    expect((await db.select({ n: storedFiles.id }).from(storedFiles)).length).toBe(before.length - 1);
  });
});

describe("processing and undoing", () => {
  it("'Tramitar' counts each course once, even when repeated; 'Deshacer' takes them off again", async () => {
    const request = await submitted(w);
    const [h0, a0] = [await seatsTaken(w.year.id, w.history.id), await seatsTaken(w.year.id, w.art.id)];
    const res = await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(res).toMatchObject({ status: 200, data: { id: request, isProcessed: true } });
    expect((await call("POST", processRequest, { as: w.admin2, params: id(request) })).data.isProcessed).toBe(true);
    expect([await seatsTaken(w.year.id, w.history.id), await seatsTaken(w.year.id, w.art.id)]).toEqual([
      h0 + 1,
      a0 + 1,
    ]);

    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(request) })).data.isProcessed).toBe(false);
    expect((await call("POST", unprocessRequest, { as: w.admin2, params: id(request) })).status).toBe(200);
    expect([await seatsTaken(w.year.id, w.history.id), await seatsTaken(w.year.id, w.art.id)]).toEqual([h0, a0]);
  });

  it("refuses with 409 naming the full course, and changes nothing", async () => {
    const request = await submitted(w, fullRequest(w, { courses: [w.history.externalId, w.full.externalId] }));
    const h0 = await seatsTaken(w.year.id, w.history.id);
    const res = await call("POST", processRequest, { as: w.admin, params: id(request) });
    expect(res).toMatchObject({
      status: 409,
      data: { message: `La asignatura Paleografía (${w.full.externalId}) no tiene plazas libres` },
    });
    expect(await seatsTaken(w.year.id, w.history.id)).toBe(h0);
    expect(await seatsTaken(w.year.id, w.full.id)).toBe(2);
    const shown = (
      await call("GET", allRequests, { as: w.admin, query: { userExternalId: w.student.externalId, size: "100" } })
    ).data.content;
    expect(shown.find((r: { id: number }) => r.id === request).isProcessed).toBe(false);
  });

  it("answers 404 for a request that does not exist", async () => {
    expect((await call("POST", processRequest, { as: w.admin, params: id(999999) })).status).toBe(404);
    expect((await call("POST", unprocessRequest, { as: w.admin, params: id(999999) })).status).toBe(404);
  });
});
