import { multipart, pdf } from "./files";
import { call, makeUser, uniq, type TestUser } from "./fixtures";
import { addGrade, addMember, makePastYear } from "./reference";
import { discoverApiRoutes, type DiscoveredRoute } from "./routes";
import { scopeWorld } from "./scope";
import type { Role } from "@/db/enums/roles";
import type { CaseSetup, RouteKey, RowScopeRow } from "@/lib/testing/row-scope/types";

export interface ApiCall {
  /** Path parameters, by the route folder's names (`{ id: "12" }`). */
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

let discovered: Promise<Map<string, DiscoveredRoute>> | undefined;
const routeMap = () =>
  (discovered ??= discoverApiRoutes().then((all) => new Map(all.map((r) => [`${r.method} ${r.publicPath}`, r]))));

/** Calls a route by its access-table key (`"POST /documents-api/{id}/approve"`), as `as`, the way Next would. */
export async function api(key: string, as: TestUser, input: ApiCall = {}) {
  const r = (await routeMap()).get(key);
  if (!r) throw new Error(`no route ${key}`);
  const params = input.params ?? {};
  const path = r.route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, __, name: string) =>
    [params[name] ?? ""].flat().map(encodeURIComponent).join("/"),
  );
  return call(r.method, r.handler, { ...input, as, path, params: params as Record<string, string> });
}

/** `api()` that throws unless the call succeeds: for building a case's rows through the API. */
export async function apiOk(key: string, as: TestUser, input: ApiCall = {}) {
  const res = await api(key, as, input);
  if (res.status >= 300) throw new Error(`${key}: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

/**
 * The shared world of the row-scope matrix: scopeWorld's two degrees (A: Historia, B: Física) with one
 * course each, plus the staff of course B, so every scoped role has an outsider of the same role.
 * `student`, `instructor`, `coordinator` belong to course A; `outsider`, `instructorB`,
 * `coordinatorB` to course B only; `classmate` and `colleague` are a student and an instructor of course A
 * too, for rows that are one user's own (a request, an interaction's author). Cases add their own rows (requests, files, even courses in degree A
 * with A's members, or a student of both courses); none moves anyone of the world across the line.
 * `outsider`, `instructorB` and `coordinatorB` were members of course A in `pastYear` (never active), so
 * every case also checks that last year's membership reaches nothing this year (`lastYearOfA`).
 */
export async function rowScopeWorld() {
  const base = await scopeWorld();
  const [instructorB, coordinatorB, examManager, classmate, colleague] = await Promise.all([
    makeUser("ROLE_INSTRUCTOR"),
    makeUser("ROLE_COORD"),
    makeUser("ROLE_GES_EXAM"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_INSTRUCTOR"),
  ]);
  await addMember(base.courseB.id, instructorB.id, "INSTRUCTOR");
  await addMember(base.courseB.id, coordinatorB.id, "COORDINATOR");
  await addMember(base.courseA.id, classmate.id, "STUDENT");
  await addMember(base.courseA.id, colleague.id, "INSTRUCTOR");
  const w = { ...base, instructorB, coordinatorB, examManager, classmate, colleague, pastYear: await makePastYear() };
  await lastYearOfA(w, base.courseA.id);
  return w;
}

/** Makes B's student, instructor and coordinator members of `courseId` in the world's past year. */
export async function lastYearOfA(
  w: Pick<RowScopeWorld, "outsider" | "instructorB" | "coordinatorB" | "pastYear">,
  courseId: number,
) {
  await addMember(courseId, w.outsider.id, "STUDENT", w.pastYear.id);
  await addMember(courseId, w.instructorB.id, "INSTRUCTOR", w.pastYear.id);
  await addMember(courseId, w.coordinatorB.id, "COORDINATOR", w.pastYear.id);
}

export type RowScopeWorld = Awaited<ReturnType<typeof rowScopeWorld>>;

/** A graded course and an uploaded proceeding for `w.student` in degree A: what staff of course A may read. */
export async function studentRecordOf(w: RowScopeWorld) {
  const convocatory = `Ordinaria ${uniq()}`;
  await addGrade({ userId: w.student.id, courseId: w.courseA.id, term: "2025-2026", convocatory, grade: 7 });
  const params = { course: w.degreeA.externalId, user: w.student.externalId };
  await apiOk("POST /proceeding/{course}/{user}", w.secretary, {
    params,
    body: multipart("file", await pdf("Expediente")),
  });
  return { convocatory, params };
}

const EVERY_STUDENT = "secretaries and admins see every student (lib/auth/student-scope.ts)";
const ALL_STAFF: Role[] = ["ROLE_SECR", "ROLE_ADMIN"];

/** Course A's instructor or coordinator against course B's, on one of `w.student`'s records. */
const staffPair = (w: RowScopeWorld, role: Role) =>
  role === "ROLE_INSTRUCTOR"
    ? { owner: w.instructor, outsider: w.instructorB }
    : { owner: w.coordinator, outsider: w.coordinatorB };

/**
 * A route scoped by lib/auth/student-scope.ts: its case for course A's instructor against course B's,
 * the same for the coordinators, and its unscoped row for secretaries and admins.
 */
export function byStaff(
  route: RouteKey,
  /** The rows of the case; `owner` is course A's staff member of the case's role. */
  setup: (w: RowScopeWorld, owner: TestUser) => Promise<Omit<CaseSetup, "owner" | "outsider">>,
  expect: 403 | 404 | "omitted" = 404,
): RowScopeRow[] {
  return [
    ...(["ROLE_INSTRUCTOR", "ROLE_COORD"] as const).map((as) => ({
      route,
      as,
      setup: async (w: RowScopeWorld) => {
        const pair = staffPair(w, as);
        return { ...pair, ...(await setup(w, pair.owner)) };
      },
      expect,
    })),
    { route, as: ALL_STAFF, unscoped: EVERY_STUDENT },
  ];
}

/** A new student enrolled in both course A and course B: in the scope of both courses' staff. */
export async function sharedStudent(w: RowScopeWorld) {
  const student = await makeUser("ROLE_STUDENT");
  await addMember(w.courseA.id, student.id, "STUDENT");
  await addMember(w.courseB.id, student.id, "STUDENT");
  return student;
}

/**
 * A student's case on a row of course A's student: `rowOf` makes it and returns its id (the route's
 * `{id}`); the outsider (course B's student unless `outsider` picks another) is refused with 404.
 */
export function ofStudent(
  route: RouteKey,
  rowOf: (student: TestUser) => Promise<number>,
  options: {
    name?: string;
    outsider?: (w: RowScopeWorld) => TestUser;
    extra?: (w: RowScopeWorld, id: number) => Promise<Omit<CaseSetup, "owner" | "outsider">>;
  } = {},
): RowScopeRow {
  return {
    route,
    as: "ROLE_STUDENT",
    name: options.name,
    setup: async (w) => {
      const id = await rowOf(w.student);
      const outsider = options.outsider?.(w) ?? w.outsider;
      return { owner: w.student, outsider, params: { id: String(id) }, ...(await options.extra?.(w, id)) };
    },
    expect: 404,
  };
}
