import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { tfgAllocations, tfgAreaDegrees, tfgAreaManagers, tfgAreas, tfgDefenses, tfgRequests } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import type { CaseSetup, RouteKey, RowScopeCase, RowScopeRow } from "@/lib/testing/row-scope/types";
import { makeUser, type TestUser } from "./fixtures";
import { addMember, makeCourse } from "./reference";
import { apiOk } from "./row-scope-world";
import { day, defenseWorld, type DefenseWorld } from "./tfg-defenses";

/**
 * The TFG rows of the row-scope matrix, in a world of their own (a defense world: degree A with its
 * call, area 1 managed by d1 and d2, courts): the owners are degree A's coordinator, area 1's
 * manager d1 and degree A's students; the outsiders of the same roles are a coordinator of degree B
 * and the manager of an area of degree B only.
 */
export interface TfgScopeWorld extends DefenseWorld {
  coordinatorB: TestUser;
  managerB: TestUser;
}

let built: Promise<TfgScopeWorld> | undefined;

export function tfgScopeWorld(): Promise<TfgScopeWorld> {
  return (built ??= (async () => {
    const w = await defenseWorld();
    const [coordinatorB, managerB] = await Promise.all([makeUser("ROLE_COORD"), makeUser("ROLE_INSTRUCTOR")]);
    const courseB = await makeCourse(w.degreeB.id, "Química física");
    await addMember(courseB.id, coordinatorB.id, "COORDINATOR");
    await apiOk("POST /tfg-api/areas", w.admin, {
      json: {
        name: `Área de química ${coordinatorB.externalId}`,
        academicYearId: w.year.id,
        assignedDegreeIds: [w.degreeB.externalId],
        assignedManagerIds: [managerB.externalId],
      },
    });
    // d2 directs every request of the cases, and the owners' calls accept many of them.
    await (await getDb()).update(tfgAllocations).set({ limit: 1000 }).where(eq(tfgAllocations.instructorId, w.d2.id));
    return { ...w, coordinatorB, managerB };
  })());
}

/** Degree A's staff of a role (owner) against degree B's (outsider). */
export const staffPair = (w: TfgScopeWorld, as: Role): { owner: TestUser; outsider: TestUser } =>
  as === "ROLE_COORD"
    ? { owner: w.coordinator, outsider: w.coordinatorB }
    : as === "ROLE_INSTRUCTOR"
      ? { owner: w.d1, outsider: w.managerB }
      : { owner: w.s1, outsider: w.s2 };

type Setup = (w: TfgScopeWorld, as: Role) => Promise<CaseSetup>;

/** One case per role on a route (`name` tells several of one route apart), built in the TFG world. */
export const each = (
  route: RouteKey,
  roles: Role[],
  setup: Setup,
  expect: RowScopeCase["expect"] = 404,
  name?: string,
): RowScopeRow[] =>
  roles.map((as) => ({ route, as, name, setup: async () => setup(await tfgScopeWorld(), as), expect }));

export const unscoped = (route: RouteKey, as: Role | Role[], why: string): RowScopeRow => ({
  route,
  as,
  unscoped: why,
});

export const rid = (id: number) => ({ id: String(id) });

/** An OPEN request of a new student of degree A in area 1 (managed by d1), directed by d2. */
export async function openRequest(w: TfgScopeWorld) {
  const student = await w.student();
  const id = (await w.request(student, w.d2)).data.id as number;
  return { student, id };
}

let nextDay = 1;
/** A court of degree A on a day of its own, with one free slot. */
export const freshCourt = (w: TfgScopeWorld) => {
  const [a, b, c] = w.members;
  return w.court(a!, b!, c!, [day(nextDay++, 9)]);
};

/** An accepted request with an OPEN defense before a fresh court (`accepted`: the defense accepted too). */
export async function defenseOf(w: TfgScopeWorld, accepted = false) {
  const request = await w.acceptedRequest();
  const court = await freshCourt(w);
  const defense = (await w.ask(request.s, request.id, w.body(court, court.spans[0]!.id))).data as { id: number };
  if (accepted)
    await apiOk(`POST /tfg-api/requests/{id}/defenses/{defenseId}/accept`, w.admin, {
      params: { id: String(request.id), defenseId: String(defense.id) },
      json: { location: "Aula 2.3" },
    });
  return {
    ...request,
    court,
    defenseId: defense.id,
    params: { id: String(request.id), defenseId: String(defense.id) },
  };
}

/** An accepted request (with its place taken), for the PDF and the defense routes. */
export async function acceptedRequestOf(w: TfgScopeWorld) {
  const r = await openRequest(w);
  await apiOk("POST /tfg-api/requests/{id}/accept", w.admin, { params: { id: String(r.id) } });
  return r;
}

const db = () => getDb();
export const requestState = async (id: number) => (await db()).select().from(tfgRequests).where(eq(tfgRequests.id, id));
export const requestsOf = async (student: TestUser) =>
  (await db()).select().from(tfgRequests).where(eq(tfgRequests.userId, student.id));
export const defenseState = async (requestId: number) =>
  (await db()).select().from(tfgDefenses).where(eq(tfgDefenses.requestId, requestId));
export const allocationsOf = async (who: TestUser) =>
  (await db()).select().from(tfgAllocations).where(eq(tfgAllocations.instructorId, who.id));

/** A new area (of degree A by default) with `managers`, made by the admin, without requests. */
export async function areaOf(w: TfgScopeWorld, managers: TestUser[], degrees = [w.degreeA]) {
  const json = {
    name: `Área de la matriz ${(nextDay++).toString()}`,
    academicYearId: w.year.id,
    assignedDegreeIds: degrees.map((d) => d.externalId),
    assignedManagerIds: managers.map((m) => m.externalId),
  };
  const area = await apiOk("POST /tfg-api/areas", w.admin, { json });
  return { id: area.id as number, json };
}

/** A new area of degree A managed by d1, without requests (so the tests' admin may delete it). */
export const areaOfD1 = (w: TfgScopeWorld) => areaOf(w, [w.d1]);

/** An area's row, degrees and managers, for the snapshots of the area cases. */
export const areaLinks = async (id: number) => {
  const d = await db();
  return [
    await d.select().from(tfgAreas).where(eq(tfgAreas.id, id)),
    await d.select().from(tfgAreaDegrees).where(eq(tfgAreaDegrees.areaId, id)).orderBy(tfgAreaDegrees.degreeId),
    await d.select().from(tfgAreaManagers).where(eq(tfgAreaManagers.areaId, id)).orderBy(tfgAreaManagers.userId),
  ];
};

/** The areas of the world's year with this name (a creation's snapshot). */
export const areasNamed = async (w: TfgScopeWorld, name: string) =>
  (await db())
    .select()
    .from(tfgAreas)
    .where(and(eq(tfgAreas.academicYearId, w.year.id), eq(tfgAreas.name, name)));

/** A new coordinator of `degrees` (A, B or both), for cases that make them an area's manager. */
export async function coordinatorOf(w: TfgScopeWorld, degrees: Array<"A" | "B">) {
  const coordinator = await makeUser("ROLE_COORD");
  if (degrees.includes("A")) await addMember(w.course.id, coordinator.id, "COORDINATOR");
  if (degrees.includes("B"))
    await addMember((await makeCourse(w.degreeB.id, "TFG de Química")).id, coordinator.id, "COORDINATOR");
  return coordinator;
}
