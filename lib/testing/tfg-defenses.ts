import { expect } from "vitest";
import { POST as accept } from "@/app/tfg-api/requests/[id]/accept/route";
import { PATCH as editRequest } from "@/app/tfg-api/requests/[id]/route";
import { POST as createDefense } from "@/app/tfg-api/requests/[id]/defenses/route";
import { POST as createCourt } from "@/app/tfg-api/defenses/courts/route";
import { PUT as addSpan } from "@/app/tfg-api/defenses/courts/[id]/timespans/route";
import { POST as createTerm } from "@/app/tfg-api/terms/route";
import { formatDateTime } from "@/lib/dates";
import { call, makeUser, type TestUser } from "./fixtures";
import { tfgWorld } from "./tfg-world";

/** 9:00 (UTC) of day `d` of January 2031, and other hours: the defense slots' times. */
export const day = (d: number, hour: number) => new Date(Date.UTC(2031, 0, d, hour)).toISOString();

/**
 * A TFG world for defenses: six instructors to sit on courts, an open DEFENSE call of degree A, and
 * helpers that make accepted requests, courts with slots and defense bodies.
 */
export async function defenseWorld() {
  const w = await tfgWorld();
  const members = await Promise.all(Array.from({ length: 6 }, () => makeUser("ROLE_INSTRUCTOR")));
  const hours = (h: number) => formatDateTime(new Date(Date.now() + h * 3_600_000), "es");
  const defenseTerm = (
    await call("POST", createTerm, {
      as: w.admin,
      json: {
        academicYearId: w.year.id,
        type: "DEFENSE",
        name: "Defensas",
        assignedDegreeIds: [w.degreeA.externalId],
        start: hours(-24),
        end: hours(24 * 30),
      },
    })
  ).data as { id: number };

  /** A student with an ACCEPTED area request, directed by a director of their own (with one place), as the defense needs. */
  async function acceptedRequest() {
    const [s, director] = await Promise.all([w.student(), makeUser("ROLE_INSTRUCTOR")]);
    await w.allocate(director, 1);
    const id = (await w.request(s, director)).data.id as number;
    expect((await call("POST", accept, { as: w.admin, params: { id: String(id) } })).status).toBe(200);
    return { s, id, director };
  }

  async function court(chair: TestUser, secr: TestUser, voc: TestUser | null, starts: string[]) {
    const made = await call("POST", createCourt, {
      as: w.coordinator,
      json: {
        name: `Tribunal ${starts[0]}`,
        chairman: chair.externalId,
        secretary: secr.externalId,
        vocal: voc?.externalId ?? null,
        degreeIds: [w.degreeA.externalId],
        academicYearId: w.year.id,
      },
    });
    expect(made.status).toBe(201);
    const spans = [];
    for (const start of starts)
      spans.push(
        (await call("PUT", addSpan, { as: w.coordinator, params: { id: String(made.data.id) }, query: { start } }))
          .data,
      );
    return {
      id: made.data.id as number,
      spans: spans as Array<{ id: number; start: string }>,
      crew: [chair, secr, voc ?? chair],
    };
  }

  /** An instructor who may direct projects of degree A (for editing a request's director onto its court). */
  async function areaDirector() {
    const x = await makeUser("ROLE_INSTRUCTOR");
    await w.allocate(x, 1);
    return x;
  }

  /** 'Editar instancia' as the admin: the same request with another director. */
  const moveDirector = (requestId: number, to: TestUser) =>
    call("PATCH", editRequest, {
      as: w.admin,
      params: { id: String(requestId) },
      json: {
        degreeId: w.degreeA.externalId,
        termId: w.openTerm.id,
        areaId: w.area1.id,
        instructorId: to.externalId,
        provisionalTitle: "Un título",
      },
    });

  /** A defense booked on a court's slot, naming the court's members (as the form shows them), or `crew`. */
  const body = (
    c: { id: number; crew: TestUser[] },
    spanId: number,
    [a, b, v] = c.crew,
    extra: Record<string, unknown> = {},
  ) => ({
    termId: defenseTerm.id,
    courtId: c.id,
    timeSpanId: spanId,
    chairman: a!.externalId,
    secretary: b!.externalId,
    vocal: v!.externalId,
    title: "Mi TFG",
    ...extra,
  });
  const ask = (as: TestUser, requestId: number, json: unknown) =>
    call("POST", createDefense, { as, params: { id: String(requestId) }, json });
  const p = (requestId: number, defenseId: number) => ({ id: String(requestId), defenseId: String(defenseId) });

  return { ...w, members, defenseTerm, acceptedRequest, court, areaDirector, moveDirector, body, ask, p };
}

export type DefenseWorld = Awaited<ReturnType<typeof defenseWorld>>;
