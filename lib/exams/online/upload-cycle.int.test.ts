import ExcelJS from "exceljs";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { GET as getInstructions, POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { GET as getQuestions, POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { POST as setStatus } from "@/app/exams-api/exams/[id]/status/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import { exe, multipart, pdf } from "@/lib/testing/files";

let support: TestUser;
let term: Awaited<ReturnType<typeof makeTerm>>;
beforeAll(async () => {
  support = await makeUser("ROLE_GES_EXAM");
  term = await makeTerm();
});

const id = (value: number) => ({ id: String(value) });
const upload = (handler: typeof uploadInstructions, as: TestUser, examId: number, bytes: Buffer, name: string) =>
  call("POST", handler, { as, params: id(examId), body: multipart("files", bytes, name, "application/octet-stream") });
const zipNames = async (res: { res: Response }) =>
  Object.keys((await JSZip.loadAsync(await res.res.arrayBuffer())).files).sort();

describe("the upload cycle after 'Subida incorrecta' (seed 001 §4)", () => {
  it("the instructor uploads instructions and questions again, each separately; the exam is 'Subido' again when both are in", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const exam = await makeExam(course.id, term.id, { option: "C", online: true });
    expect((await upload(uploadInstructions, instructor, exam.id, await pdf("I1"), "normas-v1.pdf")).data.state).toBe(
      "NOT_UPLOADED",
    );
    expect((await upload(uploadQuestions, instructor, exam.id, await pdf("Q1"), "preguntas-v1.pdf")).data.state).toBe(
      "UPLOADED",
    );
    const marked = await call("POST", setStatus, {
      as: support,
      params: id(exam.id),
      json: { id: exam.id, status: "UPLOAD_INCORRECT", reason: "Faltan las soluciones" },
    });
    expect(marked).toMatchObject({ status: 200, data: { message: "Estado del examen actualizado" } });

    const instructions = await upload(uploadInstructions, instructor, exam.id, await pdf("I2"), "normas-v2.pdf");
    expect(instructions).toMatchObject({
      status: 200,
      data: { state: "UPLOAD_INCORRECT", message: "Se ha actualizado el examen C de Asignatura de examen" },
    });
    const waiting = await call("GET", detail, { as: instructor, params: id(exam.id) });
    expect(waiting.data).toMatchObject({ state: "UPLOAD_INCORRECT", uploadedThisRound: ["INSTRUCTIONS"] });
    const questions = await upload(uploadQuestions, instructor, exam.id, await pdf("Q2"), "preguntas-v2.pdf");
    expect(questions).toMatchObject({
      status: 200,
      data: { state: "UPLOADED", message: "Se ha actualizado el examen C de Asignatura de examen" },
    });
    expect(questions.data.message).not.toBe("El estado del examen C de Asignatura de examen no es válido");

    expect(await zipNames(await call("GET", getInstructions, { as: support, params: id(exam.id) }))).toEqual([
      "normas-v2.pdf",
    ]);
    expect(await zipNames(await call("GET", getQuestions, { as: support, params: id(exam.id) }))).toEqual([
      "preguntas-v2.pdf",
    ]);
    const shown = await call("GET", detail, { as: instructor, params: id(exam.id) });
    expect(shown.data.history.map((h: { toState: string }) => h.toState)).toEqual([
      "UPLOADED",
      "UPLOAD_INCORRECT",
      "UPLOADED",
    ]);
  });

  it("uploading one kind twice in the new round keeps the exam waiting for the other", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const exam = await makeExam(course.id, term.id, { option: "D", online: true });
    await upload(uploadInstructions, instructor, exam.id, await pdf("I1"), "i.pdf");
    await upload(uploadQuestions, instructor, exam.id, await pdf("Q1"), "q.pdf");
    await call("POST", setStatus, {
      as: instructor,
      params: id(exam.id),
      json: { id: exam.id, status: "UPLOAD_INCORRECT", reason: "Me he equivocado de fichero" },
    });
    for (const name of ["q2.pdf", "q3.pdf"])
      expect((await upload(uploadQuestions, instructor, exam.id, await pdf(name), name)).data.state).toBe(
        "UPLOAD_INCORRECT",
      );
    expect((await upload(uploadInstructions, instructor, exam.id, await pdf("I2"), "i2.pdf")).data.state).toBe(
      "UPLOADED",
    );
  });
});

const EXAM_TYPES_MESSAGE =
  "Tipo de archivo no permitido. Se aceptan: PDF, documentos de ofimática (Word, Excel, PowerPoint, OpenDocument), imágenes, texto (GIFT, Aiken), Moodle XML y ZIP";
const text = (s: string) => Buffer.from(s, "utf8");
const GIFT = "// Geografía\n::Capital:: ¿Cuál es la capital de Francia? {=París ~Madrid ~Roma}\n";
const AIKEN = "¿Cuántos lados tiene un triángulo?\nA. Dos\nB. Tres\nC. Cuatro\nANSWER: B\n";
const MOODLE = '<quiz><question type="truefalse"><name><text>Verdad</text></name></question></quiz>';

async function xlsx() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Preguntas").addRow(["¿Pregunta?", "Respuesta"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function zipOf(name: string, content: string) {
  const zip = new JSZip();
  zip.file(name, content);
  return Buffer.from(await zip.generateAsync({ type: "uint8array" }));
}

describe("exam file types: what online-exam platforms import", () => {
  let instructor: TestUser;
  let examId: number;
  beforeAll(async () => {
    const world = await makeExamCourse(0);
    instructor = world.instructor;
    examId = (await makeExam(world.course.id, term.id, { option: "T", online: true })).id;
  });

  it.each([
    ["PDF", () => pdf("Instrucciones"), "instrucciones.pdf"],
    ["an office document (xlsx)", xlsx, "preguntas.xlsx"],
    ["GIFT text", async () => text(GIFT), "preguntas.gift"],
    ["Aiken text", async () => text(AIKEN), "preguntas.txt"],
    ["Moodle XML with its declaration", async () => text(`<?xml version="1.0" encoding="UTF-8"?>\n${MOODLE}`), "q.xml"],
    ["Moodle XML without a declaration", async () => text(MOODLE), "moodle.xml"],
    ["a zip", () => zipOf("preguntas.gift", GIFT), "banco.zip"],
  ])("accepts %s", async (_, bytes, name) => {
    const res = await upload(uploadQuestions, instructor, examId, await bytes(), name);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(await zipNames(await call("GET", getQuestions, { as: instructor, params: id(examId) }))).toEqual([name]);
  });

  it.each([
    ["a Windows executable named .pdf", exe, "preguntas.pdf"],
    ["a Windows executable named .txt", exe, "preguntas.txt"],
    ["an ELF executable named .zip", async () => Buffer.concat([text("\x7fELF"), Buffer.from([2, 1, 1, 0])]), "q.zip"],
    ["a shell script", async () => text("#!/bin/sh\nrm -rf /\n"), "preguntas.sh"],
    ["text without a text extension", async () => text(GIFT), "preguntas"],
    ["Latin-1 text (not UTF-8)", async () => Buffer.from("¿Cuál? {=Sí ~No}", "latin1"), "preguntas.gift"],
    ["binary bytes named .txt", async () => Buffer.from([0x41, 0x00, 0x01, 0x02, 0x42]), "preguntas.txt"],
    ["malformed XML", async () => text("<quiz><question></quiz>"), "preguntas.xml"],
  ])("refuses %s with 415", async (_, bytes, name) => {
    expect(await upload(uploadInstructions, instructor, examId, await bytes(), name)).toMatchObject({
      status: 415,
      data: { message: EXAM_TYPES_MESSAGE },
    });
  });
});
