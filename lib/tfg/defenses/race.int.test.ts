import { beforeAll, describe, expect, it } from "vitest";
import { GET as courtsForRequest } from "@/app/tfg-api/defenses/courts/requests/[requestId]/route";
import { call, makeUser } from "@/lib/testing/fixtures";
import { day, defenseWorld, type DefenseWorld } from "@/lib/testing/tfg-defenses";

let w: DefenseWorld;
beforeAll(async () => {
  w = await defenseWorld();
});

// PGlite runs one transaction at a time, so races only mean something on real PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)("slots and members under concurrency (PostgreSQL)", () => {
  it("three students asking for the same slot at once: exactly one wins, the others get 409, every round", async () => {
    for (let round = 0; round < 5; round++) {
      const c = await w.court(w.members[0]!, w.members[1]!, w.members[2]!, [day(25, 8 + round * 2)]);
      const students = await Promise.all([w.acceptedRequest(), w.acceptedRequest(), w.acceptedRequest()]);
      const answers = await Promise.all(students.map((st) => w.ask(st.s, st.id, w.body(c, c.spans[0]!.id))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const offered = await call("GET", courtsForRequest, {
        as: w.admin,
        params: { requestId: String(students[0]!.id) },
      });
      expect(offered.data.find((x: { id: number }) => x.id === c.id).timeSpans[0].reserved).toBe(true);
    }
  });

  it("a defense seating a member while staff make that member the director: never both, every round", async () => {
    for (let round = 0; round < 5; round++) {
      const x = await w.areaDirector();
      const c = await w.court(x, w.members[1]!, w.members[2]!, [day(29, 8 + round * 2)]);
      const a = await w.acceptedRequest();
      const [made, moved] = await Promise.all([
        w.ask(a.s, a.id, w.body(c, c.spans[0]!.id, [x, w.members[1]!, w.members[2]!])),
        w.moveDirector(a.id, x),
      ]);
      expect([
        [201, 400],
        [400, 200],
      ]).toContainEqual([made.status, moved.status]);
    }
  });

  it("one member asked for two overlapping slots of different courts at once: exactly one defense gets them", async () => {
    for (let round = 0; round < 5; round++) {
      const shared = await makeUser("ROLE_INSTRUCTOR");
      const c1 = await w.court(shared, w.members[1]!, w.members[2]!, [day(27, 8 + round * 2)]);
      const c2 = await w.court(shared, w.members[4]!, w.members[5]!, [
        new Date(Date.parse(day(27, 8 + round * 2)) + 3_600_000).toISOString(),
      ]);
      const [a, b] = await Promise.all([w.acceptedRequest(), w.acceptedRequest()]);
      const answers = await Promise.all([
        w.ask(a.s, a.id, w.body(c1, c1.spans[0]!.id, [shared, w.members[1]!, w.members[2]!])),
        w.ask(b.s, b.id, w.body(c2, c2.spans[0]!.id, [shared, w.members[4]!, w.members[5]!])),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
      expect(answers.find((x) => x.status === 409)!.data.message).toBe(
        "El presidente del tribunal ya tiene otra defensa en ese horario",
      );
    }
  });
});
