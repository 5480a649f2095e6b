import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as allRequests } from "@/app/enrollments-api/requests/all/route";
import { GET as requestsCsv } from "@/app/enrollments-api/requests/csv/route";
import { GET as userData } from "@/app/enrollments-api/users/route";
import { GET as otherUserData } from "@/app/enrollments-api/users/[externalUserId]/route";
import {
  clearPendingRequests,
  enrollmentWorld,
  extensionRequest,
  makeTerm,
  submitted,
  type EnrollmentWorld,
} from "@/lib/testing/enrollments";
import { call } from "@/lib/testing/fixtures";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

describe("staff lists and the CSV", () => {
  it("staff see every request, filtered by type, state, term and user, paged", async () => {
    const someone = w.other;
    const ext = await submitted(w, extensionRequest(w));
    await submitted(w);
    await submitted(w, extensionRequest(w, { enrollmentTermId: (await makeTerm("A", true, true, w.year.id)).id }));
    const byUser = await call("GET", allRequests, {
      as: w.secretary,
      query: { userExternalId: w.student.externalId, enrollmentType: "A", size: "100" },
    });
    expect(byUser.data.content.every((r: { enrollmentType: string }) => r.enrollmentType === "A")).toBe(true);
    expect(byUser.data.content.map((r: { id: number }) => r.id)).toContain(ext);
    const paged = await call("GET", allRequests, {
      as: w.admin,
      query: { userExternalId: w.student.externalId, size: "1", page: "1" },
    });
    expect(paged.data.content).toHaveLength(1);
    expect(paged.data.totalElements).toBeGreaterThan(2);
    const pending = await call("GET", allRequests, {
      as: w.admin,
      query: { processed: "false", enrollmentTermId: String(w.termA.id), size: "100" },
    });
    expect(
      pending.data.content.every(
        (r: { isProcessed: boolean; enrollmentTermId: number }) => !r.isProcessed && r.enrollmentTermId === w.termA.id,
      ),
    ).toBe(true);
    expect(
      (await call("GET", allRequests, { as: w.admin, query: { userExternalId: someone.externalId } })).data
        .totalElements,
    ).toBe(0);
  });

  it("downloads selfextendedenrollments.csv with every filtered request", async () => {
    const ext = await submitted(w, extensionRequest(w));
    await submitted(w, extensionRequest(w, { enrollmentTermId: (await makeTerm("A", true, true, w.year.id)).id }));
    const res = await call("GET", requestsCsv, {
      as: w.admin,
      query: { userExternalId: w.student.externalId, enrollmentType: "A", size: "1" },
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-disposition")).toContain('filename="selfextendedenrollments.csv"');
    const lines = (res.data as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^ID,Tipo de matrícula,Convocatoria,Fecha de creación,Usuario,Procesado,/);
    expect(lines.length - 1).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes("Extensión de matrícula"))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${ext},Extensión de matrícula,${w.termA.name},`))).toBe(true);
  });
});

describe("personal data for the form", () => {
  it("gives personal data: a student their own only, staff anyone's; 404 when there is none", async () => {
    expect((await call("GET", userData, { as: w.student })).data).toMatchObject({
      givenName: "Lucía",
      familyName: "García Núñez",
      externalId: w.student.externalId,
      city: "Ávila",
      zipCode: "05001",
    });
    expect(
      (await call("GET", otherUserData, { as: w.student, params: { externalUserId: w.other.externalId } })).status,
    ).toBe(404);
    expect(
      (await call("GET", otherUserData, { as: w.student, params: { externalUserId: w.student.externalId } })).status,
    ).toBe(200);
    expect(
      (await call("GET", otherUserData, { as: w.admin, params: { externalUserId: w.student.externalId } })).data
        .givenName,
    ).toBe("Lucía");
    expect((await call("GET", otherUserData, { as: w.secretary, params: { externalUserId: "nadie" } })).status).toBe(
      404,
    );
  });
});
