import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/db/enums/roles";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { discoverApiRoutes, type DiscoveredRoute } from "@/lib/testing/routes";
import { proxy } from "@/proxy";

// Every endpoint, called by a role it allows, with malformed path parameters, query strings, JSON
// and multipart bodies: no answer may be a 5xx or show a stack trace or SQL. A request goes the way the
// server takes it: through the proxy with its path as sent (malformed percent-escapes included), then,
// if the proxy lets it on, to the handler with the parameters decoded as Next decodes them. A fixed seed in CI
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

// Date filters of the list queries, fed impossible days as well as anything else.
const DATE_FIELDS = ["createdFrom", "createdTo", "closedFrom", "closedTo", "from", "to", "start", "date"];
const impossibleDate = fc.constantFrom(
  "2024-13-01",
  "2024-02-30",
  "2023-02-29",
  "2024-04-31",
  "2024-00-10",
  "2024-01-00",
  "0000-01-01",
  "99999-01-01",
  "2024-1-1",
  "2024-01-01T25:00",
);

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
  ...DATE_FIELDS,
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

// A path segment as it travels in the URL: a well-formed escape of any text, or a percent-escape that
// is not UTF-8 (invalid byte, overlong form, surrogate, truncated, lone `%`) somewhere in it.
const malformedEscape = fc.constantFrom("%FF", "%C0%80", "%", "%E0%A4%A", "%ED%A0%80", "%ZZ", "%2", "%F8%88%80%80%80");
// A lone surrogate cannot be percent-encoded: a browser sends U+FFFD for it, so does this.
const encode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));
const segment = fc.oneof(
  fc.oneof(text, unusedId).map(encode),
  malformedEscape,
  fc
    .tuple(fc.oneof(text, unusedId), malformedEscape, fc.string({ maxLength: 5 }))
    .map(([before, bad, after]) => encode(before) + bad + encode(after)),
);

const input = (r: DiscoveredRoute) =>
  fc.record({
    segments: fc.record(
      Object.fromEntries([...r.route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name]) => [name!, segment])),
    ),
    query: fc.oneof(
      fc.dictionary(key, text, { maxKeys: 5 }),
      fc.dictionary(fc.constantFrom(...DATE_FIELDS), impossibleDate),
    ),
    body: r.method === "GET" ? fc.constant({ kind: "none" as const }) : body,
  });

type Input = {
  segments: Record<string, string>;
  query: Record<string, string>;
  body: fc.Arbitrary<unknown> extends never ? never : BodyInput;
};
type BodyInput = typeof body extends fc.Arbitrary<infer T> ? T : never;

/** The route's path with each `[name]` replaced by its raw (still encoded) segment. */
const rawPath = (r: DiscoveredRoute, segments: Record<string, string>) =>
  r.route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => segments[name]!);

/** The parameters Next hands the handler: each segment decoded (a catch-all as a list); a segment Next
 * cannot decode throws here as it does there, where it becomes Next's plain-text 500. */
const decodedParams = (r: DiscoveredRoute, segments: Record<string, string>) =>
  Object.fromEntries(
    [...r.route.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map(([, catchAll, name]) => {
      const value = decodeURIComponent(segments[name!]!);
      return [name!, catchAll ? [value] : value];
    }),
  );

function request(r: DiscoveredRoute, sessionId: string | undefined, { segments, query, body }: Input): Request {
  const url = new URL(`http://localhost:3000${rawPath(r, segments)}`);
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
        const req = request(r, sessionId, generated);
        const refused = proxy(new NextRequest(req.url, { method: req.method }));
        const res = refused.headers.has("x-middleware-next")
          ? await r.handler(req, { params: Promise.resolve(decodedParams(r, generated.segments)) })
          : refused;
        const type = res.headers.get("content-type") ?? "";
        const answer = /json|text/.test(type) ? await res.text() : "";
        expect(res.status, answer).toBeLessThan(500);
        for (const leak of LEAKS) expect(answer).not.toMatch(leak);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
