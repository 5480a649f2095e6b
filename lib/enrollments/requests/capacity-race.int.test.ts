import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as processRequest } from "@/app/enrollments-api/requests/[id]/process/route";
import { POST as submit } from "@/app/enrollments-api/requests/route";
import { configuredEngine, getDb } from "@/lib/database";
import { enrollmentRequests } from "@/db/schema";
import { call, makeUser } from "@/lib/testing/fixtures";
import { addMember, makePastYear } from "@/lib/testing/reference";
import {
  clearPendingRequests,
  enrollmentWorld,
  fullRequest,
  makeTerm,
  seatsTaken,
  setCapacity,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";

// PGlite runs one transaction at a time, so only real PostgreSQL can show an overbooking.
describe.skipIf(configuredEngine() !== "postgres")("capacity under concurrent processing (PostgreSQL)", () => {
  let w: EnrollmentWorld;
  beforeAll(async () => {
    w = await enrollmentWorld();
  });

  const count = (courseId: number) => seatsTaken(w.year.id, courseId);

  it("two admins processing two requests for the last seat: one succeeds, the other gets 409, the count stays at the limit", async () => {
    for (let round = 0; round < 10; round++) {
      await clearPendingRequests(w);
      await setCapacity(w.year.id, w.history.id, 5, 4);
      const classmate = await makeUser("ROLE_STUDENT");
      await addMember(w.history.id, classmate.id, "STUDENT");
      const body = fullRequest(w, { courses: [w.history.externalId] });
      const a = (await call("POST", submit, { as: w.student, json: body })).data.id;
      const b = (await call("POST", submit, { as: classmate, json: body })).data.id;
      const results = await Promise.all([
        call("POST", processRequest, { as: w.admin, params: { id: String(a) } }),
        call("POST", processRequest, { as: w.admin2, params: { id: String(b) } }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.data.message).toBe(
        `La asignatura Historia Antigua (${w.history.externalId}) no tiene plazas libres`,
      );
      expect(await count(w.history.id)).toBe(5);
      const db = await getDb();
      const states = await db
        .select({ p: enrollmentRequests.isProcessed })
        .from(enrollmentRequests)
        .where(inArray(enrollmentRequests.id, [a, b]));
      expect(states.filter((s) => s.p)).toHaveLength(1);
    }
  });

  it("two admins processing the same request at once count it once", async () => {
    for (let round = 0; round < 10; round++) {
      await clearPendingRequests(w);
      await setCapacity(w.year.id, w.art.id, 30, 0);
      const id = (await call("POST", submit, { as: w.student, json: fullRequest(w, { courses: [w.art.externalId] }) }))
        .data.id;
      const results = await Promise.all(
        [w.admin, w.admin2, w.admin].map((as) => call("POST", processRequest, { as, params: { id: String(id) } })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await count(w.art.id)).toBe(1);
    }
  });

  it("the last seat of a course in two academic years at once: each year's count is its own row, and both requests get it", async () => {
    const next = await makePastYear();
    const nextTerm = await makeTerm("R", true, true, next.id);
    for (let round = 0; round < 5; round++) {
      await clearPendingRequests(w);
      await setCapacity(w.year.id, w.history.id, 5, 4);
      await setCapacity(next.id, w.history.id, 5, 4);
      const classmate = await makeUser("ROLE_STUDENT");
      await addMember(w.history.id, classmate.id, "STUDENT");
      const courses = [w.history.externalId];
      const a = (await call("POST", submit, { as: w.student, json: fullRequest(w, { courses }) })).data.id;
      const body = fullRequest(w, { courses, enrollmentTermId: nextTerm.id, termId: next.externalId });
      const b = (await call("POST", submit, { as: classmate, json: body })).data.id;
      const results = await Promise.all([
        call("POST", processRequest, { as: w.admin, params: { id: String(a) } }),
        call("POST", processRequest, { as: w.admin2, params: { id: String(b) } }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect([await count(w.history.id), await seatsTaken(next.id, w.history.id)]).toEqual([5, 5]);
    }
  });

  it("two requests of one student for one call at once: one is saved, the other is a 409 naming it", async () => {
    for (let round = 0; round < 10; round++) {
      await clearPendingRequests(w);
      await setCapacity(w.year.id, w.history.id, 500, 0);
      const student = await makeUser("ROLE_STUDENT");
      await addMember(w.history.id, student.id, "STUDENT");
      const body = fullRequest(w, { courses: [w.history.externalId] });
      const results = await Promise.all([
        call("POST", submit, { as: student, json: body }),
        call("POST", submit, { as: student, json: body }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const saved = results.find((r) => r.status === 201)!.data.id as number;
      expect(results.find((r) => r.status === 409)!.data.message).toMatch(
        new RegExp(`^Ya tienes una solicitud pendiente en esta convocatoria: la n\\.º ${saved}, enviada el `),
      );
    }
  });
});
