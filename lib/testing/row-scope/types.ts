import type { HttpMethod } from "@/lib/auth/access-types";
import type { Role } from "@/db/enums/roles";
import type { TestUser } from "@/lib/testing/fixtures";
import type { RowScopeWorld } from "@/lib/testing/row-scope-world";

/**
 * The row-level authorization matrix (lib/api/row-scope.int.test.ts). Each module keeps its rows in
 * `lib/testing/row-scope/<module>.ts`, exporting `export const cases: RowScopeRow[]`; the test finds
 * every file of this folder but this one. Routes under /tfg-api/ are in tfg.ts, except areas,
 * allocations and proposals (tfg-management.ts), `/tfg-api/jobs/*` (jobs.ts) and
 * `/tfg-api/sessions/*` (sessions.ts).
 *
 * Every id-bearing route (a path parameter, or an `id`, `*Id`, `ids`, `*Ids`, `user`, `dni`, `course`
 * or `receiver` field in its query or body schema, lib/testing/id-routes.ts) needs a row for every
 * role the access table allows on it: a case, or an `unscoped` row saying why every user of that
 * role may reach every such row. Build rows on the shared world and helpers of
 * lib/testing/row-scope-world.ts (`api`, `apiOk`, `byStaff`, `sharedStudent`…).
 */

/** `"METHOD /public/path/{param}"`, as ACCESS_POLICY names the route. */
export type RouteKey = `${HttpMethod} /${string}`;

export type Refusal = 403 | 404;

/** What one case's setup builds: a row in `owner`'s scope, and `outsider`, of the same role, outside it. */
export interface CaseSetup {
  /** Principal A: in scope. Called after the outsider, and must not be refused (401/403/404), unless `ownerCheck: false`. */
  owner: TestUser;
  /** Principal B: same role, another student / course / degree / area. */
  outsider: TestUser;
  /** Path parameters, by the route folder's names (`{ id: "12" }`). */
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (FormData) or any other raw body. */
  body?: () => BodyInit;
  /**
   * The rows the call could change, read before and after the outsider's call: they must be equal.
   * Required on POST, PUT, PATCH and DELETE.
   */
  snapshot?: () => Promise<unknown>;
  /** With `expect: "omitted"`: whether the answer shows (or the call acted on) A's row. */
  shows?: (data: unknown) => boolean | Promise<boolean>;
  /** The owner's call would prove nothing or cannot run here (say why in a comment). */
  ownerCheck?: false;
}

export interface RowScopeCase {
  route: RouteKey;
  as: Role;
  /** What differs between several cases of one route and role (e.g. "by query studentId"). */
  name?: string;
  setup: (w: RowScopeWorld) => Promise<CaseSetup>;
  /**
   * The outsider's status: 403, 404, either; or "omitted": a 2xx that leaves A's row out — a list
   * filtered to the caller's rows, or an id in the body the service ignores for this role (`shows`
   * must be false for the outsider and true for the owner).
   */
  expect: Refusal | readonly Refusal[] | "omitted";
}

/** Every user of these roles may reach every row of the route (admin, secretary, exam management…). */
export interface UnscopedRow {
  route: RouteKey;
  as: Role | readonly Role[];
  unscoped: string;
}

export type RowScopeRow = RowScopeCase | UnscopedRow;

export const isUnscoped = (row: RowScopeRow): row is UnscopedRow => "unscoped" in row;
