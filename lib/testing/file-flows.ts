import { createHash } from "node:crypto";
import { expect } from "vitest";
import { POST as uploadDocument } from "@/app/documents-api/route";
import { POST as createDocumentType } from "@/app/documents-api/types/route";
import { GET as requestPdf } from "@/app/enrollments-api/requests/[id]/pdf/route";
import { POST as attachEnrollmentFiles } from "@/app/enrollments-api/requests/[id]/files/route";
import { DELETE as deleteEnrollment } from "@/app/enrollments-api/requests/[id]/route";
import { POST as submitEnrollment } from "@/app/enrollments-api/requests/route";
import { POST as uploadInstructions } from "@/app/exams-api/exams/[id]/instructions/route";
import { POST as uploadQuestions } from "@/app/exams-api/exams/[id]/questions/route";
import { POST as setExamStatus } from "@/app/exams-api/exams/[id]/status/route";
import { POST as uploadProceeding } from "@/app/grades-api/proceeding/[course]/[user]/route";
import { POST as responseFile } from "@/app/instances-api/instances/[id]/file/route";
import { POST as studentFile } from "@/app/instances-api/instances/[id]/studentFile/route";
import { POST as createInstance } from "@/app/instances-api/instances/route";
import { POST as attachToInteraction } from "@/app/interactions-api/[key]/attachments/route";
import { DELETE as deleteInteraction } from "@/app/interactions-api/[key]/route";
import { POST as createInteraction } from "@/app/interactions-api/route";
import { PATCH as patchRegistry } from "@/app/registry-api/[id]/route";
import { POST as createRegistry } from "@/app/registry-api/route";
import { GET as jobFile } from "@/app/tfg-api/jobs/[id]/file/route";
import { POST as startTfgCsv } from "@/app/tfg-api/requests/csv/route";
import { getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { enrollmentWorld, fullRequest } from "./enrollments";
import { jobHandlers } from "@/lib/jobs/kinds";
import { runNextJob } from "@/lib/jobs/runner";
import { makeExam, makeExamCourse, makeTerm } from "./exams";
import { dataUrl, multipart, pdf } from "./files";
import { call, makeUser, uniq, type TestUser } from "./fixtures";
import { instancesWorld } from "./instances";
import { addMember, makeCourse, makeDegree } from "./reference";
import { scopeWorld } from "./scope";
import { tfgWorld } from "./tfg-world";

/**
 * Runs, through the route handlers, a flow of every module that stores files: uploads, replacements,
 * removals, issued PDFs and job outputs. Returns the SHA-256 of every file the flows sent or received,
 * so a test on a shared database can tell their stored rows from other tests'.
 */
export async function runFileFlows(): Promise<Set<string>> {
  const seen = new Set<string>();
  const track = (bytes: Buffer) => {
    seen.add(createHash("sha256").update(bytes).digest("hex"));
    return bytes;
  };
  const file = async (title: string) => track(await pdf(`${title} ${uniq()}`));
  const ok = (res: { status: number; data: unknown }) => {
    expect(res.status, JSON.stringify(res.data)).toBeLessThan(300);
    return res.data as { id: number };
  };
  const received = async (res: { status: number; res: Response }) => {
    expect(res.status).toBe(200);
    track(Buffer.from(await res.res.arrayBuffer()));
  };
  const [student, secretary, admin] = await Promise.all([
    makeUser("ROLE_STUDENT"),
    makeUser("ROLE_SECR"),
    makeUser("ROLE_ADMIN"),
  ]);

  // Documents: a student hands in a document.
  const typeId = ok(await call("POST", createDocumentType, { as: admin, json: { name: `Tipo ${uniq()}` } })).id;
  const document = { documentType: typeId, documentFilename: "dni.pdf", documentFileBytes: dataUrl(await file("DNI")) };
  ok(await call("POST", uploadDocument, { as: student, json: document }));

  // Registry: an entry with a file, the file replaced, then removed.
  const db = await getDb();
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `y-${uniq()}`, name: `Curso ${uniq()}` })
    .returning();
  const registryFile = async (name: string) => ({ name, dataUrl: dataUrl(await file(name)) });
  const entry = { bookType: "general", type: "ENTRY", term: year!.id };
  const entryId = ok(
    await call("POST", createRegistry, { as: secretary, json: { ...entry, file: await registryFile("oficio.pdf") } }),
  ).id;
  for (const json of [{ file: await registryFile("oficio-v2.pdf") }, { file: null }])
    ok(await call("PATCH", patchRegistry, { as: secretary, params: { id: String(entryId) }, json }));

  // Interactions: an attachment kept, and one that goes with its deleted interaction.
  const w = await scopeWorld();
  const interaction = {
    receiver: w.student.externalId,
    titulation: w.degreeA.externalId,
    course: w.courseA.externalId,
    type: "Teléfono",
    interactionText: "Llamada",
  };
  for (const remove of [true, false]) {
    const key = String(ok(await call("POST", createInteraction, { as: w.instructor, json: interaction })).id);
    const body = multipart("file", await file("Justificante"), "justificante.pdf");
    ok(await call("POST", attachToInteraction, { as: w.instructor, params: { key }, body }));
    if (remove) ok(await call("DELETE", deleteInteraction, { as: w.admin, params: { key } }));
  }

  // Grades: a proceeding uploaded, then replaced.
  const degree = await makeDegree();
  await addMember((await makeCourse(degree.id)).id, student.id, "STUDENT");
  for (const title of ["Expediente", "Expediente corregido"]) {
    const params = { course: degree.externalId, user: student.externalId };
    ok(await call("POST", uploadProceeding, { as: secretary, params, body: multipart("file", await file(title)) }));
  }

  // Enrolments: attachments and the issued PDF of a request; a deleted request takes its files.
  const e = await enrollmentWorld();
  for (const remove of [true, false]) {
    const id = String(ok(await call("POST", submitEnrollment, { as: e.student, json: fullRequest(e) })).id);
    const form = new FormData();
    form.append("files", new File([new Uint8Array(await file("Adjunto"))], "adjunto.pdf"));
    ok(await call("POST", attachEnrollmentFiles, { as: e.student, params: { id }, body: form }));
    await received(await call("GET", requestPdf, { as: e.student, params: { id } }));
    if (remove) ok(await call("DELETE", deleteEnrollment, { as: e.student, params: { id } }));
  }

  // Instances: the student's file replaced, the response file replaced.
  const instances = await instancesWorld();
  const templateId = await instances.template();
  const instanceId = String(ok(await call("POST", createInstance, { as: student, json: { templateId } })).id);
  for (const [handler, as] of [
    [studentFile, student],
    [studentFile, student],
    [responseFile, secretary],
    [responseFile, secretary],
  ] as const)
    ok(await call("POST", handler, { as, params: { id: instanceId }, body: multipart("file", await file("F")) }));

  // Exams: both files, 'Subida incorrecta', both files again.
  const { course, instructor } = await makeExamCourse(0);
  const examId = String((await makeExam(course.id, (await makeTerm()).id, { online: true })).id);
  const uploadBoth = async (as: TestUser) => {
    for (const handler of [uploadInstructions, uploadQuestions])
      ok(await call("POST", handler, { as, params: { id: examId }, body: multipart("files", await file("Examen")) }));
  };
  await uploadBoth(instructor);
  const incorrect = { id: Number(examId), status: "UPLOAD_INCORRECT", reason: "Faltan páginas" };
  ok(await call("POST", setExamStatus, { as: admin, params: { id: examId }, json: incorrect }));
  await uploadBoth(instructor);

  // Background jobs: the TFG CSV export's file.
  const tfg = await tfgWorld();
  await tfg.request(student, tfg.d2, { provisionalTitle: "Título" });
  const query = { filter: "GESTION", studentId: "", instructorId: tfg.d2.externalId };
  const jobId = ok(await call("POST", startTfgCsv, { as: tfg.coordinator, query })).id;
  await runNextJob(db, jobHandlers, { jobId });
  await received(await call("GET", jobFile, { as: tfg.coordinator, params: { id: String(jobId) } }));
  return seen;
}
