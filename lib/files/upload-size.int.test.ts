import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/db/enums/roles";
import { countedBody } from "@/lib/testing/counted-body";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes, type DiscoveredRoute } from "@/lib/testing/routes";

// Every endpoint that takes a file, multipart or as a data URL in JSON. A new one must be added here.
const UPLOADS: [string, "multipart" | "json", string][] = [
  ["POST /documents-api", "json", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /enrollments-api/courses/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  [
    "POST /enrollments-api/extended/{id}/files",
    "multipart",
    "Los archivos superan en total el tamaño máximo de 1 MB por envío",
  ],
  [
    "POST /enrollments-api/requests/{id}/files",
    "multipart",
    "Los archivos superan en total el tamaño máximo de 1 MB por envío",
  ],
  ["POST /exams-api/exams/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  [
    "POST /exams-api/exams/{id}/instructions",
    "multipart",
    "Los archivos superan en total el tamaño máximo de 1 MB por envío",
  ],
  [
    "POST /exams-api/exams/{id}/questions",
    "multipart",
    "Los archivos superan en total el tamaño máximo de 1 MB por envío",
  ],
  ["POST /proceeding/{course}/{user}", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /instances-api/instances/{id}/file", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /instances-api/instances/{id}/studentFile", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /instances-api/templates/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /interactions-api/{key}/attachments", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /registry-api", "json", "El archivo supera el tamaño máximo de 1 MB"],
  ["PATCH /registry-api/{id}", "json", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /tfg-api/areas/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /tfg-api/defenses/courts/{id}/timespans/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /tfg-api/instructors/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /tfg-api/priority/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  ["POST /tfg-api/terms/csv", "multipart", "El archivo supera el tamaño máximo de 1 MB"],
  // The public file check reads no more than the portal's documents can weigh, whatever the upload limit.
  ["POST /verification-api/check", "multipart", "El archivo supera el tamaño máximo de 2 MB"],
];

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const routes = await discoverApiRoutes();
const keyOf = (r: DiscoveredRoute) => `${r.method} ${r.publicPath}`;
const byKey = new Map(routes.map((r) => [keyOf(r), r]));
const users = new Map<Role, TestUser>();
const previous = process.env.UPLOAD_MAX_BYTES;

beforeAll(async () => {
  process.env.UPLOAD_MAX_BYTES = String(MB);
  for (const r of routes) {
    const meta = r.handler.endpoint;
    if (meta.kind === "session" && !users.has(meta.roles[0]!))
      users.set(meta.roles[0]!, await makeUser(meta.roles[0]!));
  }
});

afterAll(() => {
  if (previous === undefined) delete process.env.UPLOAD_MAX_BYTES;
  else process.env.UPLOAD_MAX_BYTES = previous;
});

async function send(r: DiscoveredRoute, kind: "multipart" | "json", size: number, declareLength: boolean) {
  const meta = r.handler.endpoint;
  const headers = new Headers({
    "content-type": kind === "multipart" ? "multipart/form-data; boundary=limite" : "application/json",
  });
  if (meta.kind === "session") headers.set("authorization", `Bearer ${users.get(meta.roles[0]!)!.sessionId}`);
  if (declareLength) headers.set("content-length", String(size));
  const params = Object.fromEntries([...r.route.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => [name!, "1"]));
  const { stream, pulled } = countedBody(size);
  const res = await r.handler(
    new Request(`http://localhost:3000${r.route}`, {
      method: r.method,
      headers,
      body: stream,
      duplex: "half",
    } as RequestInit),
    { params: Promise.resolve(params) },
  );
  return { status: res.status, message: ((await res.json()) as { message: string }).message, pulled: pulled.bytes };
}

describe("upload size", () => {
  it("the table names every upload endpoint, and every multipart endpoint has an upload limit", () => {
    const withLimit = routes.filter((r) => r.handler.endpoint.schemas.bodyLimit).map(keyOf);
    expect(withLimit.sort()).toEqual(UPLOADS.map(([key]) => key).sort());
    const multipart = routes.filter((r) => r.handler.endpoint.schemas.upload).map(keyOf);
    expect(multipart.filter((key) => !withLimit.includes(key))).toEqual([]);
  });

  it.each(UPLOADS)("%s answers 413 with the limit by Content-Length, reading nothing", async (key, kind, message) => {
    const res = await send(byKey.get(key)!, kind, 100 * MB, true);
    expect(res).toMatchObject({ status: 413, message });
    expect(res.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it.each(UPLOADS)(
    "%s answers 413 with the limit without Content-Length, once the limit is passed",
    async (key, kind, message) => {
      const route = byKey.get(key)!;
      const res = await send(route, kind, 8 * MB, false);
      expect(res).toMatchObject({ status: 413, message });
      expect(res.pulled).toBeLessThanOrEqual(route.handler.endpoint.schemas.bodyLimit!().bytes + 2 * CHUNK);
    },
  );
});
