import type { Role } from "@/db/enums/roles";
import {
  acceptedRequestOf,
  defenseOf,
  defenseState,
  each,
  freshCourt,
  openRequest,
  requestState,
  requestsOf,
  rid,
  staffPair,
  unscoped,
} from "@/lib/testing/tfg-row-scope";
import type { RowScopeRow } from "./types";

const ALL_REQUESTS = "secretaries and admins manage every TFG request (seed 003 §6; lib/tfg/scope.ts)";
const REFERENCE = "reference data of the year (calls, areas, degrees, courts), the same for every user of the role";
const COURTS =
  "courts and their slots belong to the year, not to a degree of their manager: every court manager manages every court ('Gestión de tribunales')";
const ALL_STAFF: Role[] = ["ROLE_SECR", "ROLE_ADMIN"];

const MANAGERS: Role[] = ["ROLE_INSTRUCTOR", "ROLE_COORD"];

const requestRows: RowScopeRow[] = [
  ...(["accept", "reject"] as const).flatMap((action) => [
    ...each(`POST /tfg-api/requests/{id}/${action}`, MANAGERS, async (w, as) => {
      const r = await openRequest(w);
      return { ...staffPair(w, as), params: rid(r.id), json: {}, snapshot: () => requestState(r.id) };
    }),
    unscoped(`POST /tfg-api/requests/{id}/${action}`, ALL_STAFF, ALL_REQUESTS),
  ]),
  ...each("PATCH /tfg-api/requests/{id}", MANAGERS, async (w, as) => {
    const r = await openRequest(w);
    const json = {
      degreeId: w.degreeA.externalId,
      termId: w.openTerm.id,
      areaId: w.area1.id,
      instructorId: w.d1.externalId,
      provisionalTitle: "Otro título",
    };
    return { ...staffPair(w, as), params: rid(r.id), json, snapshot: () => requestState(r.id) };
  }),
  unscoped("PATCH /tfg-api/requests/{id}", ALL_STAFF, ALL_REQUESTS),
  ...each("POST /tfg-api/requests/{id}/cancel", ["ROLE_STUDENT"], async (w) => {
    const r = await openRequest(w);
    return { owner: r.student, outsider: w.s2, params: rid(r.id), snapshot: () => requestState(r.id) };
  }),
  ...each("GET /tfg-api/requests/{id}/pdf", ["ROLE_STUDENT", ...MANAGERS], async (w, as) => {
    const r = await acceptedRequestOf(w);
    return { ...(as === "ROLE_STUDENT" ? { owner: r.student, outsider: w.s2 } : staffPair(w, as)), params: rid(r.id) };
  }),
  unscoped("GET /tfg-api/requests/{id}/pdf", ALL_STAFF, ALL_REQUESTS),
  ...each("POST /tfg-api/requests", ["ROLE_STUDENT"], async (w) => {
    const [owner, outsider] = [await w.student(), await w.student()];
    const json = {
      userId: owner.externalId,
      degreeId: w.degreeA.externalId,
      termId: w.openTerm.id,
      areaId: w.area1.id,
      instructorId: w.d1.externalId,
    };
    return { owner, outsider, json, snapshot: async () => [await requestsOf(owner), await requestsOf(outsider)] };
  }),
  ...each(
    "POST /tfg-api/requests",
    ["ROLE_COORD"],
    async (w) => {
      const student = await w.student();
      const json = {
        userId: student.externalId,
        degreeId: w.degreeA.externalId,
        termId: w.openTerm.id,
        areaId: w.area1.id,
        instructorId: w.d1.externalId,
      };
      return { ...staffPair(w, "ROLE_COORD"), json, snapshot: () => requestsOf(student) };
    },
    403,
  ),
  unscoped("POST /tfg-api/requests", ALL_STAFF, "secretaries and admins make extraordinary requests for any student"),
  ...each("GET /tfg-api/requests/current", ["ROLE_STUDENT"], async (w) => {
    const r = await openRequest(w);
    const query = { degreeId: w.degreeA.externalId, academicYearId: String(w.year.id), userId: r.student.externalId };
    return { owner: r.student, outsider: w.s2, query };
  }),
  ...each(
    "GET /tfg-api/requests/current",
    ["ROLE_COORD"],
    async (w) => {
      const student = await w.student();
      const query = { degreeId: w.degreeA.externalId, academicYearId: String(w.year.id), userId: student.externalId };
      return { ...staffPair(w, "ROLE_COORD"), query };
    },
    403,
  ),
  unscoped("GET /tfg-api/requests/current", ALL_STAFF, ALL_REQUESTS),
  ...each("GET /tfg-api/degrees", ["ROLE_STUDENT"], async (w) => ({
    owner: w.s1,
    outsider: w.s2,
    query: { all: "true", userId: w.s1.externalId },
  })),
  ...each(
    "GET /tfg-api/degrees",
    MANAGERS,
    async (w, as) => ({ ...staffPair(w, as), query: { all: "true", userId: w.s1.externalId } }),
    403,
  ),
  unscoped("GET /tfg-api/degrees", ALL_STAFF, "secretaries and admins look up every student's degrees"),
];

const defenseRows: RowScopeRow[] = [
  ...each("POST /tfg-api/requests/{id}/defenses", ["ROLE_STUDENT", "ROLE_COORD"], async (w, as) => {
    const r = await w.acceptedRequest();
    const court = await freshCourt(w);
    const pair = as === "ROLE_STUDENT" ? { owner: r.s, outsider: w.s2 } : staffPair(w, as);
    return { ...pair, params: rid(r.id), json: w.body(court, court.spans[0]!.id), snapshot: () => defenseState(r.id) };
  }),
  unscoped("POST /tfg-api/requests/{id}/defenses", ALL_STAFF, ALL_REQUESTS),
  ...(["accept", "reject"] as const).flatMap((action) => [
    ...each(`POST /tfg-api/requests/{id}/defenses/{defenseId}/${action}`, MANAGERS, async (w, as) => {
      const d = await defenseOf(w);
      return {
        ...staffPair(w, as),
        params: d.params,
        json: { location: "Aula 1" },
        snapshot: () => defenseState(d.id),
      };
    }),
    unscoped(`POST /tfg-api/requests/{id}/defenses/{defenseId}/${action}`, ALL_STAFF, ALL_REQUESTS),
  ]),
  ...each("PATCH /tfg-api/requests/{id}/defenses/{defenseId}", MANAGERS, async (w, as) => {
    const d = await defenseOf(w);
    const json = w.body(d.court, d.court.spans[0]!.id, undefined, { title: "Otro título" });
    return { ...staffPair(w, as), params: d.params, json, snapshot: () => defenseState(d.id) };
  }),
  unscoped("PATCH /tfg-api/requests/{id}/defenses/{defenseId}", ALL_STAFF, ALL_REQUESTS),
  ...each("POST /tfg-api/requests/{id}/defenses/{defenseId}/cancel", ["ROLE_STUDENT"], async (w) => {
    const d = await defenseOf(w);
    return { owner: d.s, outsider: w.s2, params: d.params, snapshot: () => defenseState(d.id) };
  }),
  ...each("GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf", ["ROLE_STUDENT", ...MANAGERS], async (w, as) => {
    const d = await defenseOf(w, true);
    return { ...(as === "ROLE_STUDENT" ? { owner: d.s, outsider: w.s2 } : staffPair(w, as)), params: d.params };
  }),
  unscoped("GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf", ALL_STAFF, ALL_REQUESTS),
  ...each("GET /tfg-api/defenses/courts/requests/{requestId}", ["ROLE_STUDENT", ...MANAGERS], async (w, as) => {
    const r = await acceptedRequestOf(w);
    const pair = as === "ROLE_STUDENT" ? { owner: r.student, outsider: w.s2 } : staffPair(w, as);
    return { ...pair, params: { requestId: String(r.id) } };
  }),
  unscoped("GET /tfg-api/defenses/courts/requests/{requestId}", ALL_STAFF, ALL_REQUESTS),
];

const referenceRows: RowScopeRow[] = [
  unscoped("GET /tfg-api/areas", ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], REFERENCE),
  unscoped("GET /tfg-api/areas/csv/download", ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], REFERENCE),
  unscoped(
    "GET /tfg-api/areas/instructors",
    ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    REFERENCE,
  ),
  unscoped(
    "GET /tfg-api/degrees/{degreeId}/areas",
    ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    REFERENCE,
  ),
  unscoped(
    "GET /tfg-api/coordinators/degrees",
    "ROLE_COORD",
    "answers the caller's own degrees; the year is reference data",
  ),
  unscoped("POST /tfg-api/terms", ALL_STAFF, "calls are managed by every secretary and admin"),
  unscoped("PUT /tfg-api/terms", ALL_STAFF, "calls are managed by every secretary and admin"),
  unscoped("DELETE /tfg-api/terms/{id}", ALL_STAFF, "calls are managed by every secretary and admin"),
  ...(
    [
      "GET /tfg-api/defenses/courts",
      "GET /tfg-api/defenses/courts/csv",
      "POST /tfg-api/defenses/courts",
      "PATCH /tfg-api/defenses/courts/{id}",
      "DELETE /tfg-api/defenses/courts/{id}",
      "PUT /tfg-api/defenses/courts/{id}/timespans",
      "DELETE /tfg-api/defenses/courts/{id}/timespans/{spanId}",
      "POST /tfg-api/defenses/courts/{id}/timespans/csv",
    ] as const
  ).map((route) => unscoped(route, ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], COURTS)),
];

export const cases: RowScopeRow[] = [...requestRows, ...defenseRows, ...referenceRows];
