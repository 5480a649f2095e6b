import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { proposeAllocation, turnOrder, type ProposalInput } from "./proposal";

const req = (id: number, userId: string, priority: number, instructorId: string) => ({
  id,
  version: 1,
  userId,
  priority,
  instructorId,
  instructorName: `Director ${instructorId}`,
});

describe("allocation proposal: serial dictatorship by priority grade", () => {
  it("a worked example: the best grades choose first, each takes the best request with room", () => {
    const input: ProposalInput = {
      students: [
        { userId: "ana", userName: "Ana", userDni: "", grade: 7.5 },
        { userId: "blas", userName: "Blas", userDni: "", grade: 9.1 },
        { userId: "carla", userName: "Carla", userDni: "", grade: 8.2 },
        { userId: "dani", userName: "Dani", userDni: "", grade: null },
      ],
      requests: [
        req(1, "ana", 1, "perez"),
        req(2, "ana", 2, "lopez"),
        req(3, "ana", 3, "ruiz"),
        req(4, "blas", 1, "perez"),
        req(5, "blas", 2, "lopez"),
        req(6, "carla", 1, "perez"),
        req(7, "carla", 2, "lopez"),
        req(8, "dani", 1, "lopez"),
        req(9, "dani", 2, "ruiz"),
      ],
      places: { perez: 1, lopez: 1, ruiz: 1 },
    };
    const lines = proposeAllocation(input);
    expect(lines.map((l) => [l.userId, l.assigned?.id ?? null, l.rejected.map((r) => r.id)])).toEqual([
      ["blas", 4, []],
      ["carla", 7, [6]],
      ["ana", 3, [1, 2]],
      ["dani", null, [8, 9]],
    ]);
    expect(lines[1]!.rejected[0]!.reason).toBe("Sin plazas del director");
  });

  it("a director without places (or unknown) gets nobody; lower-ranked requests stay untouched", () => {
    const lines = proposeAllocation({
      students: [{ userId: "a", userName: "A", userDni: "", grade: 5 }],
      requests: [req(1, "a", 1, "x"), req(2, "a", 2, "y"), req(3, "a", 3, "z")],
      places: { x: 0, y: 2, z: 2 },
    });
    expect(lines[0]!.assigned?.id).toBe(2);
    expect(lines[0]!.rejected.map((r) => r.id)).toEqual([1]);
  });

  it("orders turns by grade, then missing grades last, ties by userId", () => {
    const order = turnOrder([
      { userId: "b", userName: "", userDni: "", grade: 6 },
      { userId: "z", userName: "", userDni: "", grade: null },
      { userId: "a", userName: "", userDni: "", grade: 6 },
      { userId: "c", userName: "", userDni: "", grade: 9 },
    ]);
    expect(order.map((s) => s.userId)).toEqual(["c", "a", "b", "z"]);
  });
});

const directors = ["d1", "d2", "d3", "d4"];
const arbitraryInput = fc
  .record({
    students: fc.uniqueArray(
      fc.record({
        userId: fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `s${i}`)),
        grade: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      }),
      { selector: (s) => s.userId, minLength: 1, maxLength: 12 },
    ),
    places: fc.record(
      Object.fromEntries(directors.map((d) => [d, fc.integer({ min: 0, max: 3 })])) as Record<
        string,
        fc.Arbitrary<number>
      >,
    ),
    choices: fc.array(fc.uniqueArray(fc.constantFrom(...directors), { maxLength: 4 }), {
      minLength: 12,
      maxLength: 12,
    }),
  })
  .map(({ students, places, choices }) => {
    let id = 0;
    const requests = students.flatMap((s, i) => choices[i]!.map((d, rank) => req(++id, s.userId, rank + 1, d)));
    return {
      students: students.map((s) => ({ ...s, userName: s.userId, userDni: "" })),
      requests,
      places,
    } satisfies ProposalInput;
  });

describe("allocation proposal properties", () => {
  it("no director goes over their limit", () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const given = new Map<string, number>();
        for (const line of proposeAllocation(input)) {
          if (line.assigned) given.set(line.assigned.instructorId, (given.get(line.assigned.instructorId) ?? 0) + 1);
        }
        for (const [director, count] of given) expect(count).toBeLessThanOrEqual(input.places[director] ?? 0);
      }),
    );
  });

  it("no justified envy: a request a student ranked higher went, while its director had room, to nobody with a worse grade", () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const lines = proposeAllocation(input);
        lines.forEach((line, turn) => {
          const mine = input.requests.filter((r) => r.userId === line.userId);
          const better = mine.filter((r) => !line.assigned || r.priority < line.assigned.priority);
          for (const wanted of better) {
            // Every place of that director went to students who chose before this one (better grades).
            const takenBefore = lines
              .slice(0, turn)
              .filter((l) => l.assigned?.instructorId === wanted.instructorId).length;
            const takenAfter = lines
              .slice(turn + 1)
              .filter((l) => l.assigned?.instructorId === wanted.instructorId).length;
            expect(takenAfter).toBe(0);
            expect(takenBefore).toBe(input.places[wanted.instructorId] ?? 0);
          }
          // A student with no grade never chooses before one who has a grade.
          if (line.grade === null) expect(lines.slice(turn).every((l) => l.grade === null)).toBe(true);
        });
      }),
    );
  });
});
