import { expect, test } from "./fixtures";

// Next decodes path parameters before any handler runs, and answers a percent-escape that is not UTF-8
// with its own plain-text 500: only the real server shows it, so every parameter of every API path in
// the OpenAPI document is tried through HTTP, at its public address (rewrites included).
const MALFORMED = ["%FF", "%C0%80", "%", "abc%E0%A4%A"];
const MESSAGE = "La dirección no es válida: contiene una secuencia % mal codificada";
const PARAM = /\{(?:\.\.\.)?[^}]+\}/g;

type OpenApi = { paths: Record<string, Record<string, unknown>> };

test("a path parameter that is not valid UTF-8 answers 400 with a Spanish message, on every route", async ({
  request,
}) => {
  const doc = (await (await request.get("/api/openapi.json")).json()) as OpenApi;
  const calls = Object.entries(doc.paths).flatMap(([path, operations]) => {
    const params = path.match(PARAM) ?? [];
    return Object.keys(operations).flatMap((method) =>
      params.flatMap((param) =>
        MALFORMED.map((bad) => ({
          method: method.toUpperCase(),
          url: path.replace(PARAM, (p) => (p === param ? bad : "1")),
        })),
      ),
    );
  });
  expect(calls.length).toBeGreaterThan(100);

  const failures: string[] = [];
  for (const { method, url } of calls) {
    const res = await request.fetch(url, { method, headers: { origin: test.info().project.use.baseURL! } });
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status() !== 400 || body?.message !== MESSAGE)
      failures.push(`${method} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  }
  expect(failures).toEqual([]);
});

test("a page path with a malformed escape answers 400 too, and a well-formed one still reaches its handler", async ({
  request,
}) => {
  for (const url of ["/%FF", "/documental/%C0%80", "/registry-api/%"]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(400);
    expect((await res.json()).message).toBe(MESSAGE);
  }
  const wellFormed = await request.delete("/documents-api/types/%C3%B1");
  expect(wellFormed.status()).toBe(401);
});
