import { beforeAll, describe, expect, it } from "vitest";
import { GET as getVersion } from "@/app/exams-api/exams/[id]/files/[versionId]/route";
import { POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { GET as getQuestions, POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { GET as detail } from "@/app/exams-api/exams/[id]/route";
import { POST as setStatus } from "@/app/exams-api/exams/[id]/status/route";
import { call, makeUser, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm } from "@/lib/testing/exams";
import { multipart, pdf } from "@/lib/testing/files";

let manager: TestUser, admin: TestUser;
beforeAll(async () => {
  [manager, admin] = await Promise.all([makeUser("ROLE_GES_EXAM"), makeUser("ROLE_ADMIN")]);
});

const id = (value: number) => ({ id: String(value) });
const upload = (handler: typeof uploadInstructions, as: TestUser, examId: number, bytes: Buffer, name: string) =>
  call("POST", handler, { as, params: id(examId), body: multipart("files", bytes, name) });
const download = (as: TestUser, examId: number, versionId: number) =>
  call("GET", getVersion, { as, params: { id: String(examId), versionId: String(versionId) } });

describe("exam files replaced after 'Subida incorrecta' are kept for support", () => {
  it("lists every version (date, who, name, size, round) and support downloads the earlier files", async () => {
    const { course, instructor } = await makeExamCourse(0);
    const exam = await makeExam(course.id, (await makeTerm()).id, { option: "V", online: true });
    const v1 = { i: await pdf("Instrucciones 1"), q: await pdf("Preguntas 1") };
    const v2 = { i: await pdf("Instrucciones 2"), q: await pdf("Preguntas 2") };
    await upload(uploadInstructions, instructor, exam.id, v1.i, "instrucciones.pdf");
    await upload(uploadQuestions, instructor, exam.id, v1.q, "preguntas.pdf");
    await call("POST", setStatus, {
      as: manager,
      params: id(exam.id),
      json: { id: exam.id, status: "UPLOAD_INCORRECT", reason: "Las preguntas no son las del examen" },
    });
    await upload(uploadInstructions, instructor, exam.id, v2.i, "instrucciones-v2.pdf");
    expect((await upload(uploadQuestions, instructor, exam.id, v2.q, "preguntas-v2.pdf")).data.state).toBe("UPLOADED");

    const shown = (await call("GET", detail, { as: manager, params: id(exam.id) })).data;
    expect(shown.instructionsFileName).toBe("instrucciones-v2.pdf");
    expect(shown.questionsFileName).toBe("preguntas-v2.pdf");
    expect(shown.fileVersions).toMatchObject([
      { kind: "INSTRUCTIONS", fileName: "instrucciones.pdf", size: v1.i.length, round: 0, current: false },
      { kind: "QUESTIONS", fileName: "preguntas.pdf", size: v1.q.length, round: 0, current: false },
      { kind: "INSTRUCTIONS", fileName: "instrucciones-v2.pdf", size: v2.i.length, round: 1, current: true },
      { kind: "QUESTIONS", fileName: "preguntas-v2.pdf", size: v2.q.length, round: 1, current: true },
    ]);
    for (const f of shown.fileVersions) {
      expect(f.uploadedBy).toContain(instructor.externalId);
      expect(new Date(f.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 120_000);
    }
    const [oldInstructions, oldQuestions] = shown.fileVersions;
    for (const as of [manager, admin]) {
      const res = await download(as, exam.id, oldQuestions.id);
      expect(res.status).toBe(200);
      expect(res.res.headers.get("content-disposition")).toContain("preguntas.pdf");
      expect(Buffer.from(await res.res.arrayBuffer()).equals(v1.q)).toBe(true);
    }
    expect((await download(admin, exam.id, oldInstructions.id)).status).toBe(200);

    // The instructor's own downloads serve only the current files; the versions are support's.
    expect((await call("GET", getQuestions, { as: instructor, params: id(exam.id) })).status).toBe(200);
    expect((await call("GET", detail, { as: instructor, params: id(exam.id) })).data.fileVersions).toEqual([]);
    expect((await download(instructor, exam.id, oldQuestions.id)).status).toBe(403);

    const another = await makeExam(course.id, (await makeTerm()).id, { option: "W" });
    expect(await download(manager, another.id, oldQuestions.id)).toMatchObject({
      status: 404,
      data: { message: "El examen no tiene ese fichero" },
    });
  });
});
