import { beforeAll, describe, expect, it } from "vitest";
import { GET as getResponseFile, POST as postResponseFile } from "@/app/instances-api/instances/[id]/file/route";
import { GET as getVersion } from "@/app/instances-api/instances/[id]/files/[versionId]/route";
import { GET as detail } from "@/app/instances-api/instances/[id]/route";
import { GET as getStudentFile, POST as postStudentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { POST as create } from "@/app/instances-api/instances/route";
import { multipart, pdf } from "@/lib/testing/files";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { instancesWorld } from "@/lib/testing/instances";
import { addMember, makeCourse, makeDegree } from "@/lib/testing/reference";

const STAFF_REPLACES =
  "Solo el alumno puede reemplazar su fichero; la secretaría adjunta el suyo como fichero de respuesta";

let student: TestUser, other: TestUser, secretary: TestUser, coordinator: TestUser;
let templateId: number;
const p = (id: number) => ({ id: String(id) });

beforeAll(async () => {
  const world = await instancesWorld();
  [student, other, secretary, coordinator] = await Promise.all([
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_COORD"),
  ]);
  const course = await makeCourse((await makeDegree()).id);
  await addMember(course.id, student.id, "STUDENT");
  await addMember(course.id, coordinator.id, "COORDINATOR");
  templateId = await world.template();
});

const newRequest = async (as: TestUser, json: Record<string, unknown> = {}) => {
  const res = await call("POST", create, { as, json: { templateId, userText: "Solicito", ...json } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.id as number;
};
const upload = (handler: typeof postStudentFile, as: TestUser, id: number, bytes: Buffer, name: string) =>
  call("POST", handler, { as, params: p(id), body: multipart("file", bytes, name) });
type Version = { id: number; kind: string; fileName: string; size: number; uploadedBy: string; current: boolean };
const versions = async (id: number, as: TestUser = secretary): Promise<Version[]> =>
  (await call("GET", detail, { as, params: p(id) })).data.files;
const download = async (as: TestUser, id: number, versionId: number) => {
  const res = await call("GET", getVersion, { as, params: { id: String(id), versionId: String(versionId) } });
  return { status: res.status, res, bytes: res.status === 200 ? Buffer.from(await res.res.arrayBuffer()) : null };
};

describe("an instance's files are versions, never overwritten", () => {
  it("a student replacing their file keeps the earlier one; the history lists each version and staff download any", async () => {
    const id = await newRequest(student);
    const [first, second] = [await pdf("Justificante 1"), await pdf("Justificante 2")];
    expect((await upload(postStudentFile, student, id, first, "justificante.pdf")).status).toBe(200);
    expect((await upload(postStudentFile, student, id, second, "justificante-corregido.pdf")).status).toBe(200);
    const files = await versions(id);
    expect(files).toMatchObject([
      { kind: "STUDENT", fileName: "justificante.pdf", size: first.length, current: false },
      { kind: "STUDENT", fileName: "justificante-corregido.pdf", size: second.length, current: true },
    ]);
    for (const f of files) {
      expect(f.uploadedBy).toMatch(/^Prueba Usuario /);
      expect(new Date((f as unknown as { uploadedAt: string }).uploadedAt).getTime()).toBeGreaterThan(
        Date.now() - 60_000,
      );
    }
    for (const as of [secretary, coordinator, student]) {
      const old = await download(as, id, files[0]!.id);
      expect(old.status).toBe(200);
      expect(old.bytes!.equals(first)).toBe(true);
      expect(old.res.res.headers.get("content-disposition")).toContain("justificante.pdf");
      expect((await download(as, id, files[1]!.id)).bytes!.equals(second)).toBe(true);
    }
    expect(
      (await call("GET", getStudentFile, { as: secretary, params: p(id) })).res.headers.get("content-disposition"),
    ).toContain("justificante-corregido.pdf");
  });

  it("a secretary or coordinator cannot replace the student's file (403); the secretary answers with versioned response files", async () => {
    const id = await newRequest(student);
    const own = await pdf("Solicitud firmada");
    await upload(postStudentFile, student, id, own, "solicitud.pdf");
    for (const as of [secretary, coordinator]) {
      expect(await upload(postStudentFile, as, id, await pdf("Otro"), "otro.pdf")).toMatchObject({
        status: 403,
        data: { message: STAFF_REPLACES },
      });
    }
    const current = await call("GET", getStudentFile, { as: student, params: p(id) });
    expect(Buffer.from(await current.res.arrayBuffer()).equals(own)).toBe(true);

    await upload(postResponseFile, secretary, id, await pdf("Respuesta 1"), "respuesta.pdf");
    await upload(postResponseFile, secretary, id, await pdf("Respuesta 2"), "respuesta-v2.pdf");
    expect((await versions(id, student)).map((f) => [f.kind, f.fileName, f.current])).toEqual([
      ["STUDENT", "solicitud.pdf", true],
      ["RESPONSE", "respuesta.pdf", false],
      ["RESPONSE", "respuesta-v2.pdf", true],
    ]);
    expect(
      (await call("GET", getResponseFile, { as: student, params: p(id) })).res.headers.get("content-disposition"),
    ).toContain("respuesta-v2.pdf");
  });

  it("staff filing on behalf attach the student's file once; replacing it is then the student's", async () => {
    for (const as of [secretary, coordinator]) {
      const id = await newRequest(as, { userId: student.externalId });
      expect((await upload(postStudentFile, as, id, await pdf("En ventanilla"), "ventanilla.pdf")).status).toBe(200);
      expect(await upload(postStudentFile, as, id, await pdf("Otra vez"), "otra.pdf")).toMatchObject({
        status: 403,
        data: { message: STAFF_REPLACES },
      });
      expect((await upload(postStudentFile, student, id, await pdf("Mía"), "mia.pdf")).status).toBe(200);
      expect((await versions(id)).map((f) => f.fileName)).toEqual(["ventanilla.pdf", "mia.pdf"]);
    }
  });

  it("another student reaches no version (404), nor a version through another request's id", async () => {
    const id = await newRequest(student);
    await upload(postStudentFile, student, id, await pdf("Privado"), "privado.pdf");
    const [version] = await versions(id);
    expect((await download(other, id, version!.id)).status).toBe(404);
    const theirs = await newRequest(other);
    expect((await download(other, theirs, version!.id)).status).toBe(404);
    expect(
      await call("GET", getVersion, { as: secretary, params: { id: String(id), versionId: "abc" } }),
    ).toMatchObject({ status: 400 });
  });
});
