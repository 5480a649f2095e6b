import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { instanceFileVersions, instanceHistory, instances } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import type { TestUser } from "@/lib/testing/fixtures";
import { multipart, pdf } from "@/lib/testing/files";
import { instancesWorld } from "@/lib/testing/instances";
import { apiOk, ofStudent, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import type { CaseSetup, RouteKey, RowScopeRow } from "./types";

const STAFF_HANDLE_ALL = "secretaries and coordinators handle every request (specification; README, access)";

let template: Promise<number> | undefined;
const openTemplate = () => (template ??= instancesWorld().then((w) => w.template()));

/** An OPEN request of course A's student. */
const requestOf = async (student: TestUser) =>
  (await apiOk("POST /instances-api/instances", student, { json: { templateId: await openTemplate() } })).id as number;

const requestRows = async (id: number) => {
  const db = await getDb();
  return {
    request: await db.select().from(instances).where(eq(instances.id, id)),
    history: await db.select().from(instanceHistory).where(eq(instanceHistory.instanceId, id)),
  };
};

const requestFile = async () => multipart("file", await pdf("Solicitud"), "solicitud.pdf");

/** A student's case on one of A's requests: the other student is refused with 404. */
const ofRequest = (
  route: RouteKey,
  extra?: (w: RowScopeWorld, id: number) => Promise<Omit<CaseSetup, "owner" | "outsider">>,
) => ofStudent(route, requestOf, { extra });

const unscoped = (route: RouteKey, as: Role[]): RowScopeRow => ({ route, as, unscoped: STAFF_HANDLE_ALL });

/** The list, filtered by one of A's ids: the other student sees only their own requests. */
const listedBy = (filter: (w: RowScopeWorld, id: number) => Record<string, string>, name: string): RowScopeRow => ({
  route: "GET /instances-api/instances",
  as: "ROLE_STUDENT",
  name,
  setup: async (w) => {
    const id = await requestOf(w.student);
    return {
      owner: w.student,
      outsider: w.outsider,
      query: filter(w, id),
      shows: (data) => (data as { content: { id: number }[] }).content.some((r) => r.id === id),
    };
  },
  expect: "omitted",
});

const ownerOf = async (data: unknown) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(instances)
      .where(eq(instances.id, (data as { id: number }).id))
  )[0]!.userId;

export const cases: RowScopeRow[] = [
  ofRequest("GET /instances-api/instances/{id}"),
  ofStudent("GET /instances-api/instances/{id}", requestOf, { name: "a classmate", outsider: (w) => w.classmate }),
  ofRequest("GET /instances-api/instances/{id}/file", async (w, id) => {
    await apiOk("POST /instances-api/instances/{id}/file", w.secretary, {
      params: { id: String(id) },
      body: await requestFile(),
    });
    return {};
  }),
  ofRequest("GET /instances-api/instances/{id}/studentFile", async (w, id) => {
    await apiOk("POST /instances-api/instances/{id}/studentFile", w.student, {
      params: { id: String(id) },
      body: await requestFile(),
    });
    return {};
  }),
  ofRequest("GET /instances-api/instances/{id}/files/{versionId}", async (w, id) => {
    await apiOk("POST /instances-api/instances/{id}/studentFile", w.student, {
      params: { id: String(id) },
      body: await requestFile(),
    });
    const [version] = await (
      await getDb()
    )
      .select({ id: instanceFileVersions.id })
      .from(instanceFileVersions)
      .where(eq(instanceFileVersions.instanceId, id));
    return { params: { id: String(id), versionId: String(version!.id) } };
  }),
  ofRequest("POST /instances-api/instances/{id}/studentFile", async (_, id) => {
    const form = await requestFile();
    return { body: () => form, snapshot: () => requestRows(id) };
  }),
  ofRequest("POST /instances-api/instances/{id}/cancel", async (_, id) => ({ snapshot: () => requestRows(id) })),
  listedBy((_, id) => ({ id: String(id) }), "by id"),
  listedBy((w) => ({ studentId: w.student.dni }), "by studentId (a DNI)"),
  listedBy((w) => ({ userExternalId: w.student.externalId }), "by userExternalId"),
  {
    route: "POST /instances-api/instances",
    as: "ROLE_STUDENT",
    name: "naming A as the student",
    setup: async (w) => ({
      owner: w.student,
      outsider: w.outsider,
      json: { templateId: await openTemplate(), userId: w.student.externalId, dni: w.student.dni },
      snapshot: async () => (await getDb()).select().from(instances).where(eq(instances.userId, w.student.id)),
      shows: async (data) => (await ownerOf(data)) === w.student.id,
    }),
    expect: "omitted",
  },
  {
    route: "POST /instances-api/instances",
    as: "ROLE_COORD",
    name: "on behalf of a student of another degree",
    setup: async (w) => ({
      owner: w.coordinator,
      outsider: w.coordinatorB,
      json: { templateId: await openTemplate(), userId: w.student.externalId },
      snapshot: async () => (await getDb()).select().from(instances).where(eq(instances.userId, w.student.id)),
    }),
    expect: 404,
  },
  {
    route: "GET /instances-api/data/users/{userId}",
    as: "ROLE_COORD",
    setup: async (w) => ({
      owner: w.coordinator,
      outsider: w.coordinatorB,
      params: { userId: w.student.externalId },
    }),
    expect: 404,
  },
  unscoped("GET /instances-api/data/users/{userId}", ["ROLE_SECR"]),
  unscoped("POST /instances-api/instances", ["ROLE_SECR"]),
  unscoped("GET /instances-api/instances", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("GET /instances-api/instances/export", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("GET /instances-api/instances/{id}", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("PATCH /instances-api/instances/{id}", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("POST /instances-api/instances/{id}/close", ["ROLE_SECR"]),
  unscoped("GET /instances-api/instances/{id}/file", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("POST /instances-api/instances/{id}/file", ["ROLE_SECR"]),
  unscoped("GET /instances-api/instances/{id}/studentFile", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("POST /instances-api/instances/{id}/studentFile", ["ROLE_SECR", "ROLE_COORD"]),
  unscoped("GET /instances-api/instances/{id}/files/{versionId}", ["ROLE_SECR", "ROLE_COORD"]),
  ...(
    [
      "PUT /instances-api/templates/{id}",
      "DELETE /instances-api/templates/{id}",
      "POST /instances-api/templates",
    ] as const
  ).map((route): RowScopeRow => ({
    route,
    as: ["ROLE_SECR", "ROLE_ADMIN"],
    unscoped: "templates are the portal's catalogue, shared by every secretary and admin",
  })),
  ...(["PATCH /instances-api/types/{id}", "DELETE /instances-api/types/{id}"] as const).map((route): RowScopeRow => ({
    route,
    as: "ROLE_ADMIN",
    unscoped: "request types are shared reference data",
  })),
];
