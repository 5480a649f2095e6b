import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as upload } from "@/app/documents-api/route";
import { GET as file } from "@/app/documents-api/[id]/file/route";
import { POST as approve } from "@/app/documents-api/[id]/approve/route";
import { POST as reject } from "@/app/documents-api/[id]/reject/route";
import { GET as listTypes, POST as createType } from "@/app/documents-api/types/route";
import { DELETE as deleteType } from "@/app/documents-api/types/[id]/route";
import { dataUrl, exe, pdf, png } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";

let student: TestUser, other: TestUser, coordinator: TestUser, admin: TestUser;
let typeId: number;

const send = (as: TestUser, json: unknown) => call("POST", upload, { as, json });
const sendPdf = async (as: TestUser, name = "certificado.pdf") =>
  (await send(as, { documentType: typeId, documentFilename: name, documentFileBytes: dataUrl(await pdf(name)) })).data
    .id as number;
const MISSING = "No se ha seleccionado tipo de archivo o el archivo es inválido";
const SOME_PDF = dataUrl(await pdf());

beforeAll(async () => {
  [student, other, coordinator, admin] = await Promise.all([
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_COORD"),
    makeUser("ROLE_ADMIN"),
  ]);
  typeId = (await call("POST", createType, { as: admin, json: { name: `Certificado ${uniq()}` } })).data.id;
});

describe("document upload", () => {
  it("a student hands in a PDF; it starts PENDING and lists as theirs", async () => {
    const res = await send(student, {
      documentType: typeId,
      documentFilename: "matrícula.pdf",
      documentFileBytes: dataUrl(await pdf()),
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: expect.any(Number), status: "PENDING" });
    const mine = await call("GET", list, { as: student });
    expect(mine.data.content[0]).toMatchObject({
      id: res.data.id,
      studentId: student.externalId,
      documentType: typeId,
      documentFilename: "matrícula.pdf",
      status: "PENDING",
      reason: null,
    });
    expect(mine.data.totalElements).toBe(1);
  });

  it.each([
    ["no type", { documentType: undefined, documentFilename: "a.pdf", documentFileBytes: SOME_PDF }, 400, MISSING],
    ["no file", { documentType: 1, documentFilename: "a.pdf", documentFileBytes: "" }, 400, MISSING],
    [
      "a malformed data URL",
      { documentFilename: "a.pdf", documentFileBytes: "no es un data url" },
      400,
      "El archivo no es un data URL válido",
    ],
    [
      "an empty file",
      { documentFilename: "a.pdf", documentFileBytes: "data:application/pdf;base64," },
      400,
      "El archivo está vacío",
    ],
    ["a disguised executable", { documentFilename: "notas.pdf", documentFileBytes: dataUrl(exe()) }, 415, undefined],
    ["an unknown type", { documentType: 999999, documentFilename: "a.pdf", documentFileBytes: SOME_PDF }, 400, MISSING],
  ])("refuses %s", async (_, body, status, message) => {
    const res = await send(student, { documentType: typeId, ...body });
    expect(res.status).toBe(status);
    if (message) expect(res.data.message).toBe(message);
  });

  it("refuses a file over the size limit with 413", async () => {
    process.env.UPLOAD_MAX_BYTES = "1000";
    try {
      const res = await send(student, {
        documentType: typeId,
        documentFilename: "grande.pdf",
        documentFileBytes: dataUrl(await pdf("x".repeat(2000))),
      });
      expect(res.status).toBe(413);
    } finally {
      delete process.env.UPLOAD_MAX_BYTES;
    }
  });

  it("accepts an image, sniffed from its content", async () => {
    const res = await send(student, {
      documentType: typeId,
      documentFilename: "foto",
      documentFileBytes: dataUrl(png(), "application/octet-stream"),
    });
    expect(res.status).toBe(201);
  });
});

describe("document files", () => {
  it("the owner and a coordinator download it with a safe name; another student gets 404", async () => {
    const id = await sendPdf(student, 'informe "final".pdf');
    const own = await call("GET", file, { as: student, params: { id: String(id) } });
    expect(own.status).toBe(200);
    expect(own.res.headers.get("content-type")).toBe("application/pdf");
    expect(own.res.headers.get("content-disposition")).toBe(
      `attachment; filename="informe final.pdf"; filename*=UTF-8''informe%20final.pdf`,
    );
    expect((await call("GET", file, { as: coordinator, params: { id: String(id) } })).status).toBe(200);
    expect((await call("GET", file, { as: other, params: { id: String(id) } })).status).toBe(404);
  });

  it("another student never lists someone else's documents, even asking by studentId", async () => {
    await sendPdf(student);
    const res = await call("GET", list, { as: other, query: { studentId: student.externalId } });
    expect(res.data).toEqual({ content: [], totalElements: 0 });
  });
});

describe("review by the coordinator", () => {
  it("filters by student and pending, and pages", async () => {
    const someone = await makeUser("ROLE_STUDENT");
    const ids = [await sendPdf(someone), await sendPdf(someone), await sendPdf(someone)];
    await call("POST", approve, { as: coordinator, params: { id: String(ids[0]) } });
    const all = await call("GET", list, { as: coordinator, query: { studentId: someone.externalId } });
    expect(all.data.totalElements).toBe(3);
    const pending = await call("GET", list, {
      as: coordinator,
      query: { studentId: someone.externalId, pending: "true", size: "1", page: "1" },
    });
    expect(pending.data.totalElements).toBe(2);
    expect(pending.data.content).toHaveLength(1);
    expect(pending.data.content[0].status).toBe("PENDING");
  });

  it("approves PENDING and REJECTED documents, rejects only PENDING ones; anything else is 409", async () => {
    const id = String(await sendPdf(student));
    const noReason = await call("POST", reject, {
      as: coordinator,
      params: { id },
      json: { id: Number(id), reason: "  " },
    });
    expect(noReason).toMatchObject({
      status: 400,
      data: { message: "Se necesita un motivo para el rechazo de un documento" },
    });

    const rejected = await call("POST", reject, {
      as: coordinator,
      params: { id },
      json: { id: Number(id), reason: "Ilegible" },
    });
    expect(rejected.data).toMatchObject({ status: "REJECTED", reason: "Ilegible" });
    expect((await call("POST", reject, { as: coordinator, params: { id }, json: { reason: "otra vez" } })).status).toBe(
      409,
    );

    expect((await call("POST", approve, { as: coordinator, params: { id } })).data).toMatchObject({
      status: "APPROVED",
      reason: null,
    });
    const again = await call("POST", approve, { as: coordinator, params: { id } });
    expect(again).toMatchObject({ status: 409, data: { message: "El documento ya está aprobado" } });
    expect((await call("POST", reject, { as: coordinator, params: { id }, json: { reason: "tarde" } })).status).toBe(
      409,
    );

    const shown = (await call("GET", list, { as: student })).data.content.find(
      (d: { id: number }) => d.id === Number(id),
    );
    expect(shown).toMatchObject({ status: "APPROVED" });
  });

  it("answers 404 for a document that does not exist", async () => {
    expect((await call("POST", approve, { as: coordinator, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("document types", () => {
  it("are readable by students, coordinators and admins", async () => {
    for (const as of [student, coordinator, admin]) {
      const res = await call("GET", listTypes, { as });
      expect(res.data).toContainEqual({ id: typeId, name: expect.stringMatching(/^Certificado /) });
    }
  });

  it("need a unique name", async () => {
    expect((await call("POST", createType, { as: admin, json: { name: " " } })).data.message).toBe(
      "Este campo es obligatorio",
    );
    const name = `Tipo ${uniq()}`;
    expect((await call("POST", createType, { as: admin, json: { name } })).status).toBe(201);
    const dup = await call("POST", createType, { as: admin, json: { name: name.toUpperCase() } });
    expect(dup).toMatchObject({ status: 409, data: { message: "Ya existe un tipo de documento con ese nombre" } });
  });

  it("can be deleted only while no document uses them", async () => {
    const unused = (await call("POST", createType, { as: admin, json: { name: `Libre ${uniq()}` } })).data.id;
    expect((await call("DELETE", deleteType, { as: admin, params: { id: String(unused) } })).status).toBe(200);
    expect((await call("DELETE", deleteType, { as: admin, params: { id: String(unused) } })).status).toBe(404);

    await sendPdf(student);
    const used = await call("DELETE", deleteType, { as: admin, params: { id: String(typeId) } });
    expect(used.status).toBe(409);
    expect(used.data.message).toBe("No se puede eliminar el tipo de documento porque hay documentos de ese tipo");
    expect((await call("GET", listTypes, { as: admin })).data).toContainEqual(expect.objectContaining({ id: typeId }));
  });
});
