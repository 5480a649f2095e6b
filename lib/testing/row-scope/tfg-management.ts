import type { Role } from "@/db/enums/roles";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import {
  allocationsOf,
  areaLinks,
  areaOf,
  areaOfD1,
  areasNamed,
  coordinatorOf,
  each,
  openRequest,
  requestState,
  rid,
  staffPair,
  unscoped,
  type TfgScopeWorld,
} from "@/lib/testing/tfg-row-scope";
import type { RowScopeRow } from "./types";

// The TFG rows that define or spend scope: allocations, thematic areas (whose degrees and managers
// ARE an area manager's scope, so the cases try to widen it, issue 37) and the proposal. The areas'
// cases name new people as managers, never the world's outsiders, so no other case sees them widened.

const ALL_STAFF: Role[] = ["ROLE_SECR", "ROLE_ADMIN"];
const EVERY_AREA = "secretaries and admins set any area's degrees and managers (issue 37)";

type Change = (json: Awaited<ReturnType<typeof areaOf>>["json"], w: TfgScopeWorld) => Promise<object>;
const WIDENINGS: Array<[string, Change]> = [
  ["adding a degree", async (json, w) => ({ assignedDegreeIds: [...json.assignedDegreeIds, w.degreeB.externalId] })],
  [
    "adding a manager",
    async (json) => ({
      assignedManagerIds: [...json.assignedManagerIds, (await makeUser("ROLE_INSTRUCTOR")).externalId],
    }),
  ],
  // The area's other manager is dropped.
  ["removing a manager", async (json) => ({ assignedManagerIds: json.assignedManagerIds.slice(0, 1) })],
];

const areaRows: RowScopeRow[] = [
  ...each(
    "POST /tfg-api/areas",
    ["ROLE_COORD"],
    async (w) => {
      // A coordinator of B manages an area of degree A, and creates another one for A naming themself.
      const outsider = await coordinatorOf(w, ["B"]);
      await areaOf(w, [outsider]);
      const json = {
        name: `Área de la coordinación de B ${uniq()}`,
        academicYearId: w.year.id,
        assignedDegreeIds: [w.degreeA.externalId],
        assignedManagerIds: [outsider.externalId],
      };
      return { owner: w.coordinator, outsider, json, snapshot: () => areasNamed(w, json.name) };
    },
    403,
    "a manager creating an area for another degree",
  ),
  unscoped("POST /tfg-api/areas", ALL_STAFF, EVERY_AREA),
  ...each("PUT /tfg-api/areas/{id}", ["ROLE_INSTRUCTOR", "ROLE_COORD"], async (w, as) => {
    const area = await areaOfD1(w);
    const json = { ...area.json, name: `${area.json.name} bis` };
    return { ...staffPair(w, as), params: rid(area.id), json, snapshot: () => areaLinks(area.id) };
  }),
  // An area's own manager widens it: d1 (no instructor may, so there is no owner call), or a coordinator
  // of B made its manager (the owner is a coordinator of every degree involved).
  ...WIDENINGS.flatMap(([name, change]) => [
    ...each(
      "PUT /tfg-api/areas/{id}",
      ["ROLE_INSTRUCTOR"],
      async (w) => {
        const area = await areaOf(w, [w.d1, w.d2]);
        const json = { ...area.json, ...(await change(area.json, w)) };
        const snapshot = () => areaLinks(area.id);
        return { owner: w.d2, outsider: w.d1, params: rid(area.id), json, snapshot, ownerCheck: false as const };
      },
      403,
      name,
    ),
    ...each(
      "PUT /tfg-api/areas/{id}",
      ["ROLE_COORD"],
      async (w) => {
        const outsider = await coordinatorOf(w, ["B"]);
        const area = await areaOf(w, [outsider, await makeUser("ROLE_INSTRUCTOR")]);
        const json = { ...area.json, ...(await change(area.json, w)) };
        const owner = name === "adding a degree" ? await coordinatorOf(w, ["A", "B"]) : w.coordinator;
        return { owner, outsider, params: rid(area.id), json, snapshot: () => areaLinks(area.id) };
      },
      403,
      name,
    ),
  ]),
  unscoped("PUT /tfg-api/areas/{id}", ALL_STAFF, EVERY_AREA),
  ...each(
    "DELETE /tfg-api/areas/{id}",
    ["ROLE_COORD"],
    async (w) => {
      const outsider = await coordinatorOf(w, ["B"]);
      const area = await areaOf(w, [outsider]);
      return { owner: w.coordinator, outsider, params: rid(area.id), snapshot: () => areaLinks(area.id) };
    },
    403,
    "by one of its managers",
  ),
  unscoped("DELETE /tfg-api/areas/{id}", ALL_STAFF, EVERY_AREA),
];

const allocationRows: RowScopeRow[] = [
  ...each(
    "POST /tfg-api/instructors/{id}/allocation",
    ["ROLE_INSTRUCTOR"],
    async (w) => {
      const target = await makeUser("ROLE_INSTRUCTOR");
      const json = { academicYearId: w.year.id, limit: 2, degreeIds: [w.degreeA.externalId] };
      return {
        ...staffPair(w, "ROLE_INSTRUCTOR"),
        params: { id: target.externalId },
        json,
        snapshot: () => allocationsOf(target),
      };
    },
    403,
  ),
  ...each(
    "PATCH /tfg-api/instructors/{id}/allocation/{allocationId}",
    ["ROLE_INSTRUCTOR"],
    async (w) => {
      const [own] = await allocationsOf(w.d2);
      const json = { academicYearId: w.year.id, limit: 1000, degreeIds: [w.degreeA.externalId] };
      const params = { id: w.d2.externalId, allocationId: String(own!.id) };
      return { ...staffPair(w, "ROLE_INSTRUCTOR"), params, json, snapshot: () => allocationsOf(w.d2) };
    },
    403,
  ),
  ...each(
    "GET /tfg-api/instructors/{id}/allocation",
    ["ROLE_INSTRUCTOR"],
    async (w) => {
      // d2's allocation is in degree A, of d1's area; B's manager is shown none of it.
      const [own] = await allocationsOf(w.d2);
      return {
        ...staffPair(w, "ROLE_INSTRUCTOR"),
        params: { id: w.d2.externalId },
        shows: (data) => (data as { allocations: Array<{ id: number }> }).allocations.some((a) => a.id === own!.id),
      };
    },
    "omitted",
  ),
  unscoped("POST /tfg-api/instructors/{id}/allocation", "ROLE_ADMIN", "admins manage every allocation"),
  unscoped("PATCH /tfg-api/instructors/{id}/allocation/{allocationId}", "ROLE_ADMIN", "admins manage every allocation"),
  unscoped("GET /tfg-api/instructors/{id}/allocation", "ROLE_ADMIN", "admins manage every allocation"),
];

const proposalRows: RowScopeRow[] = (["POST /tfg-api/proposals", "POST /tfg-api/proposals/apply"] as const).flatMap(
  (route) => [
    ...each(route, ["ROLE_COORD"], async (w) => {
      const r = await openRequest(w);
      const json = { degreeId: w.degreeA.externalId, termId: w.openTerm.id, accept: [], reject: [] };
      return { ...staffPair(w, "ROLE_COORD"), json, snapshot: () => requestState(r.id) };
    }),
    unscoped(route, "ROLE_ADMIN", "admins propose for every degree"),
  ],
);

export const cases: RowScopeRow[] = [...areaRows, ...allocationRows, ...proposalRows];
