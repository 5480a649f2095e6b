import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as generate } from "@/app/exams-api/exams/[id]/generate/route";
import { GET as getInstructions, POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { GET as getQuestions, POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { getDb } from "@/lib/database";
import { exams } from "@/db/schema";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";

let support: TestUser;
let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  support = await makeUser("ROLE_ADMIN");
  term = await makeTerm();
});

const id = (value: number) => ({ id: String(value) });

describe("instructor files and the online package", () => {
  it("uploads instructions and questions separately, several files each, then serves them as zips named by option", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const exam = await makeExam(course.id, term.id, { option: "B", online: true });
    const none = await call("POST", uploadInstructions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", null),
    });
    expect(none).toMatchObject({ status: 400, data: { message: "No se ha seleccionado ningún archivo" } });
    expect(await call("GET", getInstructions, { as: instructor, params: id(exam.id) })).toMatchObject({
      status: 404,
      data: { message: "Este examen no tiene fichero de instrucciones" },
    });
    expect(await call("GET", getQuestions, { as: support, params: id(exam.id) })).toMatchObject({
      status: 404,
      data: { message: "Este examen no tiene fichero de preguntas" },
    });

    const two = multipart("files", await pdf("Instrucciones 1"), "normas.pdf");
    two.append(
      "files",
      new File([new Uint8Array(await pdf("Instrucciones 2"))], "normas.pdf", { type: "application/pdf" }),
    );
    const first = await call("POST", uploadInstructions, { as: instructor, params: id(exam.id), body: two });
    expect(first).toMatchObject({
      status: 200,
      data: { message: "Se ha actualizado el examen B de Asignatura de examen", state: "NOT_UPLOADED" },
    });
    const second = await call("POST", uploadQuestions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("Preguntas"), "preguntas.pdf"),
    });
    expect(second).toMatchObject({
      status: 200,
      data: { message: "Se ha actualizado el examen B de Asignatura de examen", state: "UPLOADED" },
    });

    const zipRes = await call("GET", getInstructions, { as: support, params: id(exam.id) });
    expect(zipRes.res.headers.get("content-disposition")).toContain("Examen B - instrucciones.zip");
    const zip = await JSZip.loadAsync(await zipRes.res.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(["normas (2).pdf", "normas.pdf"]);
    const q = await call("GET", getQuestions, { as: instructor, params: id(exam.id) });
    expect(q.res.headers.get("content-disposition")).toContain("Examen B - preguntas.zip");
    const shown = await call("GET", detail, { as: instructor, params: id(exam.id) });
    expect(shown.data).toMatchObject({
      instructionsFileName: "normas.pdf, normas.pdf",
      questionsFileName: "preguntas.pdf",
    });

    const stranger = await makeUser("ROLE_INSTRUCTOR");
    expect(
      (
        await call("POST", uploadQuestions, {
          as: stranger,
          params: id(exam.id),
          body: multipart("files", await pdf(), "p.pdf"),
        })
      ).status,
    ).toBe(404);
  });

  it("generates the online package only for an online exam whose upload is correct, and records who and when", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const offline = await makeExam(course.id, term.id, { option: "A", state: "UPLOAD_CORRECT" });
    const exam = await makeExam(course.id, term.id, { option: "B", online: true });
    expect((await call("POST", generate, { as: support, params: id(offline.id) })).status).toBe(409);
    const early = await call("POST", generate, { as: support, params: id(exam.id) });
    expect(early.status).toBe(409);
    expect(early.data.message).toContain("no se puede generar el examen online");

    await call("POST", uploadInstructions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("I"), "instrucciones.pdf"),
    });
    await call("POST", uploadQuestions, {
      as: instructor,
      params: id(exam.id),
      body: multipart("files", await pdf("Q"), "preguntas.pdf"),
    });
    const db = await getDb();
    await db.update(exams).set({ state: "UPLOAD_CORRECT" }).where(eq(exams.id, exam.id));
    const res = await call("POST", generate, { as: support, params: id(exam.id) });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toBe("application/zip");
    const zip = await JSZip.loadAsync(await res.res.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(
      expect.arrayContaining(["instrucciones/instrucciones.pdf", "preguntas/preguntas.pdf", "manifest.json"]),
    );
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    expect(manifest).toMatchObject({
      courseId: course.externalId,
      option: "B",
      date: exam.startsAt.toISOString(),
      duration: 120,
    });
    const after = await call("GET", detail, { as: support, params: id(exam.id) });
    expect(after.data.packageGeneratedBy).toContain("Prueba");
    expect(after.data.packageGeneratedAt).not.toBeNull();
  });
});
