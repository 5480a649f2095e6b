import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes, type DiscoveredRoute } from "@/lib/testing/routes";

// Every endpoint, called by a role it allows, with malformed path parameters, query strings, JSON
// and multipart bodies: no answer may be a 5xx or show a stack trace or SQL. A fixed seed in CI
// (CI=true) makes a failure reproducible; locally each run explores new inputs (the seed is printed
// on failure: FUZZ_SEED=<seed> repeats it).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI === "true" ? 20261123 : undefined;

const LEAKS = [
  /\n\s+at \S/, // a stack frame
  /\.(ts|js|mjs):\d+/,
  /node_modules/,
  /\b(select|insert into|update|delete from)\b[^"]*\b(from|set|where|values)\b/i,
  /syntax error|violates|relation "|column "|sqlstate|drizzle|postgres|pglite/i,
];

// Field names the portal's schemas use, so that bodies and queries reach past the first check.
const FIELDS = [
  "id",
  "type",
  "text",
  "name",
  "title",
  "reference",
  "reason",
  "user",
  "users",
  "receiver",
  "interactionText",
  "documentType",
  "documentFilename",
  "documentFileBytes",
  "file",
  "files",
  "dataUrl",
  "filename",
  "bookType",
  "term",
  "code",
  "from",
  "to",
  "q",
  "page",
  "size",
  "sort",
  "pending",
  "studentId",
  "kind",
  "course",
  "courses",
  "courseId",
  "convocatory",
  "templateId",
  "institutionalRoleId",
  "externalId",
  "number",
  "action",
  "status",
];

// Ids that look valid but no test row has (a fuzzed DELETE must not hit another test's rows).
const unusedId = fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }).map(String);
const nasty = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "2147483648",
  "99999999999999999999",
  "null",
  "true",
  "%E0%A4%A",
  "%",
  "../../etc/passwd",
  "' OR 1=1 --",
  "\u0000",
  "\uFFFF",
  "\uD800",
  "😀",
  "ñÑáé",
  "<script>",
  "2024-02-30",
  "2024-13-01",
  "0000-00-00",
  "data:,%E0%A4%A",
  "data:;base64,@@@@",
  "data:text/plain;base64,SG9sYQ==",
  "a".repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), unusedId);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(2 ** 31));
const value = fc.oneof(
  { depthSize: "small" },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }),
  fc.constant("x".repeat(200_000)),
);
const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }));
const deep = (n: number) => "[".repeat(n) + "]".repeat(n);

const body = fc.oneof(
  fc.record({ kind: fc.constant("json" as const), value: fc.dictionary(key, value, { maxKeys: 8 }) }),
  fc.record({ kind: fc.constant("json" as const), value: fc.oneof(scalar, fc.array(value, { maxLength: 4 })) }),
  fc.record({
    kind: fc.constant("raw" as const),
    bytes: fc.constantFrom(deep(20_000), '{"a":', "\uFEFF{}", "{}".repeat(3)).map((s) => new TextEncoder().encode(s)),
  }),
  fc.record({
    kind: fc.constant("raw" as const),
    bytes: fc.uint8Array({ maxLength: 64 }).map((b) => Uint8Array.from([0x7b, 0xff, 0xfe, ...b])),
  }),
  fc.record({
    kind: fc.constant("multipart" as const),
    fields: fc.array(fc.tuple(fc.oneof(fc.constant("file"), key), text), { maxLength: 4 }),
    files: fc.array(fc.tuple(fc.oneof(fc.constant("file"), key), fc.uint8Array({ maxLength: 256 }), text), {
      maxLength: 2,
    }),
  }),
  fc.constant({ kind: "none" as const }),
);

const input = (r: DiscoveredRoute) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(
        [...r.route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name]) => [name!, fc.oneof(text, unusedId)]),
      ),
    ),
    query: fc.dictionary(key, text, { maxKeys: 5 }),
    body: r.method === "GET" ? fc.constant({ kind: "none" as const }) : body,
  });

type Input = { query: Record<string, string>; body: fc.Arbitrary<unknown> extends never ? never : BodyInput };
type BodyInput = typeof body extends fc.Arbitrary<infer T> ? T : never;

function request(r: DiscoveredRoute, sessionId: string | undefined, { query, body }: Input): Request {
  const url = new URL(`http://localhost:3000${r.route}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
  const headers = new Headers({ origin: "http://localhost:3000", host: "localhost:3000" });
  if (sessionId) headers.set("authorization", `Bearer ${sessionId}`);
  let payload: BodyInit | undefined;
  if (r.method !== "GET" && r.method !== "HEAD") {
    if (body.kind === "json") {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body.value);
    } else if (body.kind === "raw") {
      headers.set("content-type", "application/json");
      payload = body.bytes as BodyInit;
    } else if (body.kind === "multipart") {
      const form = new FormData();
      for (const [name, v] of body.fields) form.append(name, v);
      for (const [name, bytes, filename] of body.files)
        form.append(name, new Blob([bytes as BlobPart]), filename || "f");
      payload = form;
    }
  }
  return new Request(url, { method: r.method, headers, body: payload });
}

const routes = (await discoverApiRoutes()).filter((r) => !r.route.startsWith("/api/auth/"));
const users = new Map<Role, TestUser>();

beforeAll(async () => {
  for (const r of routes) {
    const role = r.handler.endpoint.kind === "session" ? r.handler.endpoint.roles[0]! : undefined;
    if (role && !users.has(role)) users.set(role, await makeUser(role));
  }
});

describe("malformed input never gives a 5xx nor leaks internals", () => {
  it.each(routes.map((r) => [`${r.method} ${r.route}`, r] as const))("%s", { timeout: 120_000 }, async (_, r) => {
    const role = r.handler.endpoint.kind === "session" ? r.handler.endpoint.roles[0] : undefined;
    const sessionId = role ? users.get(role)!.sessionId : undefined;
    await fc.assert(
      fc.asyncProperty(input(r), async (generated) => {
        const res = await r.handler(request(r, sessionId, generated), { params: Promise.resolve(generated.params) });
        const type = res.headers.get("content-type") ?? "";
        const answer = /json|text/.test(type) ? await res.text() : "";
        expect(res.status, answer).toBeLessThan(500);
        for (const leak of LEAKS) expect(answer).not.toMatch(leak);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
