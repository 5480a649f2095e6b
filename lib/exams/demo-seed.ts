import type { Db } from "@/db";
import { examFiles, examStateChanges, examTerms, exams } from "@/db/schema";
import type { DemoData } from "@/lib/demo/demo-data";
import { dayRange, zonedToday } from "@/lib/dates";
import { storeFile } from "@/lib/files/store";
import { newVerificationCode } from "@/lib/pdf/code";
import { verificationBaseUrl } from "@/lib/pdf/config";
import { renderPdf } from "@/lib/pdf/render";
import type { ExamState } from "@/db/enums/exams";
import { chooseExam } from "./requests/service";

const DAY = 86_400_000;

type Plan = {
  course: string;
  option: string;
  day: number;
  hour: number;
  state?: ExamState;
  reason?: string;
  online?: boolean;
  venue?: string;
};

// demo-alumno's courses and demo-profesor's, with the review states spread over demo-profesor's exams.
const PLAN: Plan[] = [
  { course: "GII-101", option: "A", day: 20, hour: 9, online: true },
  { course: "GII-101", option: "B", day: 27, hour: 9, online: true, state: "UPLOADED" },
  { course: "GII-102", option: "A", day: 21, hour: 9 },
  { course: "GII-102", option: "B", day: 28, hour: 16 },
  { course: "GII-103", option: "A", day: 22, hour: 9 },
  { course: "GII-103", option: "B", day: 29, hour: 16 },
  { course: "GII-104", option: "A", day: 23, hour: 9, online: true, state: "UPLOAD_WITHOUT_FILES" },
  {
    course: "GII-104",
    option: "B",
    day: 30,
    hour: 16,
    online: true,
    state: "UPLOAD_INCORRECT",
    reason: "Falta la hoja de respuestas",
  },
  { course: "GII-105", option: "A", day: 24, hour: 9, venue: "cntr_exam_03", state: "REVISED_CORRECT" },
  { course: "GII-105", option: "B", day: 31, hour: 16, online: true, state: "UPLOAD_CORRECT" },
  { course: "GII-201", option: "A", day: 25, hour: 9, online: true, state: "REVISION_PENDING" },
  {
    course: "GII-201",
    option: "B",
    day: 32,
    hour: 16,
    online: true,
    state: "REVISED_INCORRECT",
    reason: "La duración configurada no es la correcta",
  },
  { course: "GII-202", option: "A", day: 26, hour: 9 },
];

// The path each state was reached by, for its history.
const PATHS: Record<ExamState, ExamState[]> = {
  NOT_UPLOADED: [],
  UPLOADED: ["UPLOADED"],
  UPLOAD_WITHOUT_FILES: ["UPLOAD_WITHOUT_FILES"],
  UPLOAD_INCORRECT: ["UPLOADED", "UPLOAD_INCORRECT"],
  UPLOAD_CORRECT: ["UPLOADED", "UPLOAD_CORRECT"],
  REVISION_PENDING: ["UPLOADED", "UPLOAD_CORRECT", "REVISION_PENDING"],
  REVISED_INCORRECT: ["UPLOADED", "UPLOAD_CORRECT", "REVISION_PENDING", "REVISED_INCORRECT"],
  REVISED_CORRECT: ["UPLOADED", "UPLOAD_CORRECT", "REVISION_PENDING", "REVISED_CORRECT"],
};

/** Terms, exams in every review state, and requests: Talavera (3 seats) is full for GII-105 A and nearly full for GII-103 A. */
export async function seedExamsDemo(tx: Db, demo: DemoData): Promise<void> {
  const [ordinary] = await tx
    .insert(examTerms)
    .values([
      { name: "Ordinaria 2025-2026", enabled: true },
      { name: "Extraordinaria 2025-2026", enabled: true },
      { name: "Ordinaria 2024-2025", enabled: false },
    ])
    .returning();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  // The inscription period as people read it: from the start of one day to the end of another, in the portal's zone.
  const opens = dayRange(zonedToday(new Date(Date.now() - 7 * DAY))).start;
  const closes = new Date(dayRange(zonedToday(new Date(Date.now() + 14 * DAY))).end.getTime() - 1);
  const courseId = new Map(demo.courses.map((c) => [c.externalId, c.id]));
  const support = demo.accounts["demo-gestor-examenes"];
  const instructor = demo.accounts["demo-profesor"];

  // One rendered PDF per kind, stored for each exam that has files (not issued: no code is recorded).
  const sample = async (title: string) =>
    Buffer.from(
      await renderPdf({ title, blocks: [] }, { code: newVerificationCode(), verifyUrl: verificationBaseUrl() }),
    );
  const samples = {
    INSTRUCTIONS: await sample("Instrucciones del examen"),
    QUESTIONS: await sample("Preguntas del examen"),
  };
  const created = new Map<string, typeof exams.$inferSelect>();
  for (const plan of PLAN) {
    const state = plan.state ?? "NOT_UPLOADED";
    const [exam] = await tx
      .insert(exams)
      .values({
        courseId: courseId.get(plan.course)!,
        termId: ordinary!.id,
        option: plan.option,
        startsAt: new Date(today.getTime() + plan.day * DAY + plan.hour * 3_600_000),
        durationMinutes: 120,
        inscriptionStartsAt: opens,
        inscriptionEndsAt: closes,
        online: plan.online ?? false,
        defaultHeadquarter: plan.online ? "cntr_exam_99" : (plan.venue ?? null),
        state,
        reason: plan.reason ?? null,
      })
      .returning();
    created.set(`${plan.course}-${plan.option}`, exam!);
    let from: ExamState = "NOT_UPLOADED";
    for (const to of PATHS[state]) {
      const by = to === "REVISED_CORRECT" || to === "REVISED_INCORRECT" || to === "UPLOADED" ? instructor : support;
      await tx.insert(examStateChanges).values({
        examId: exam!.id,
        fromState: from,
        toState: to,
        reason: to === state ? (plan.reason ?? null) : null,
        changedBy: by.id,
      });
      from = to;
    }
    if (state !== "NOT_UPLOADED" && state !== "UPLOAD_WITHOUT_FILES") {
      for (const [kind, name] of [
        ["INSTRUCTIONS", "instrucciones.pdf"],
        ["QUESTIONS", "preguntas.pdf"],
      ] as const) {
        const file = await storeFile(tx, "system", samples[kind], name);
        await tx
          .insert(examFiles)
          .values({ examId: exam!.id, kind, fileId: file.id, fileName: name, uploadedBy: instructor.id });
      }
    }
  }

  const studentsOf = (course: string) =>
    demo.courseMembers
      .filter(
        (m) =>
          m.courseId === courseId.get(course) &&
          m.memberRole === "STUDENT" &&
          m.userId !== demo.accounts["demo-alumno"].id,
      )
      .map((m) => m.userId);
  // Through the booking service itself, so the seat counters match the requests.
  const book = (userId: number, key: string, headquarterId: string) =>
    chooseExam(tx, userId, { examId: created.get(key)!.id, headquarterId }, { bySupport: true });
  await book(demo.accounts["demo-alumno"].id, "GII-102-A", "cntr_exam_01");
  for (const userId of studentsOf("GII-105").slice(0, 3)) await book(userId, "GII-105-A", "cntr_exam_03");
  for (const userId of studentsOf("GII-103").slice(0, 2)) await book(userId, "GII-103-A", "cntr_exam_03");
  for (const [i, userId] of studentsOf("GII-101").slice(0, 6).entries())
    await book(userId, i % 2 ? "GII-101-B" : "GII-101-A", "cntr_exam_99");
  for (const userId of studentsOf("GII-102").slice(0, 5)) await book(userId, "GII-102-B", "cntr_exam_02");
}
