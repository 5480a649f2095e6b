import { describe, expect, it } from "vitest";
import type { AccessTable } from "@/lib/auth/access-types";
import { FileDownload } from "@/lib/files/download";
import { call, makeUser } from "@/lib/testing/fixtures";
import { multipart, pdf } from "@/lib/testing/files";
import { endpoint } from "./endpoint";

/** The rows these test handlers bind; no route file serves them. */
const access = { "POST /api/x": ["ROLE_ADMIN"], "GET /api/x": ["ROLE_ADMIN"] } as const satisfies AccessTable;

const one = endpoint(
  access,
  "POST /api/x",
  { upload: { field: "file", missing: "Selecciona un archivo" } },
  async ({ body }) => ({
    name: body.file.name,
    mime: body.file.mime,
    size: body.file.bytes.length,
    fields: body.fields,
  }),
);

const many = endpoint(
  access,
  "POST /api/x",
  { upload: { field: "files", missing: "Selecciona los archivos", many: true } },
  async ({ body }) => body.files.map((f) => ({ name: f.name, mime: f.mime })),
);

const bytes = new TextEncoder().encode("uno;dos\r\n");
const download = endpoint(access, "GET /api/x", async () => new FileDownload(bytes, "Exámenes 2026.csv", "text/csv"));
const streamed = endpoint(
  access,
  "GET /api/x",
  async () =>
    new FileDownload(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      "datos.csv",
      "text/csv",
    ),
);

describe("endpoint() uploads", () => {
  it("hands the service the file as {bytes, name, mime}, the type sniffed from the content, and the text fields", async () => {
    const form = multipart("file", await pdf("Acta"), "acta.pdf", "text/plain");
    form.set("typeId", "7");
    const res = await call("POST", one, { as: await makeUser("ROLE_ADMIN"), body: form });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: "acta.pdf", mime: "application/pdf", fields: { typeId: "7" } });
    expect(res.data.size).toBeGreaterThan(0);
  });

  it("hands every file of a field that takes several", async () => {
    const form = multipart("files", await pdf("Uno"), "uno.pdf");
    form.append("files", new File([new TextEncoder().encode("::Pregunta:: ¿Sí? {T}")], "preguntas.gift"));
    const res = await call("POST", many, { as: await makeUser("ROLE_ADMIN"), body: form });
    expect(res.data).toEqual([
      { name: "uno.pdf", mime: "application/pdf" },
      { name: "preguntas.gift", mime: "text/plain" },
    ]);
  });

  it.each([
    ["no file", multipart("file", null)],
    ["an empty file", multipart("file", Buffer.alloc(0))],
    ["the file under another field", multipart("otro", Buffer.from("x"))],
  ])("answers 400 with the upload's text on its field for %s", async (_, form) => {
    const res = await call("POST", one, { as: await makeUser("ROLE_ADMIN"), body: form });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ message: "Selecciona un archivo", errors: { file: ["Selecciona un archivo"] } });
  });

  it("refuses a body that is not multipart with 415", async () => {
    const res = await call("POST", one, { as: await makeUser("ROLE_ADMIN"), json: { file: "x" } });
    expect(res).toMatchObject({ status: 415, data: { message: "El envío debe ser multipart/form-data" } });
  });
});

describe("endpoint() downloads", () => {
  it("answers a FileDownload's bytes with their type, length, name (RFC 5987) and no caching", async () => {
    const res = await call("GET", download, { as: await makeUser("ROLE_ADMIN") });
    expect(res.status).toBe(200);
    expect(res.data).toBe("uno;dos\r\n");
    expect(Object.fromEntries(res.res.headers)).toMatchObject({
      "content-type": "text/csv",
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="Examenes 2026.csv"; filename*=UTF-8''Ex%C3%A1menes%202026.csv`,
      "cache-control": "private, no-store",
    });
  });

  it("streams a FileDownload's stream, without a length", async () => {
    const res = await call("GET", streamed, { as: await makeUser("ROLE_ADMIN") });
    expect(res.data).toBe("uno;dos\r\n");
    expect(res.res.headers.get("content-length")).toBeNull();
    expect(res.res.headers.get("content-disposition")).toContain('filename="datos.csv"');
  });
});
