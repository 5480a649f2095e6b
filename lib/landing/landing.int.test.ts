import { beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/documents-api/route";
import { POST as reject } from "@/app/documents-api/[id]/reject/route";
import { POST as createType } from "@/app/documents-api/types/route";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { examRequests } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import type { SessionUser } from "@/lib/auth/session-store";
import { makeTerm as makeEnrollmentTerm } from "@/lib/testing/enrollments";
import { DAY, enrol, makeExam, makeExamCourse, makeTerm as makeExamTerm, makeVenue } from "@/lib/testing/exams";
import { dataUrl, pdf } from "@/lib/testing/files";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";
import { addGrade } from "@/lib/testing/reference";
import { statementsOf } from "@/lib/testing/statements";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";
import { landingCards, type LandingCard } from "./pending";

let db: Db;
let w: TfgWorld;

const asSession = (u: TestUser): SessionUser => ({
  id: u.id,
  externalId: u.externalId,
  givenName: "Prueba",
  familyName: "Usuario",
  email: null,
  role: u.role,
});
const cardsOf = async (u: TestUser) => landingCards(db, asSession(u));
const byKey = (cards: LandingCard[], key: string) => cards.find((c) => c.key === key);
const countOf = async (u: TestUser, key: string) => {
  const value = byKey(await cardsOf(u), key)?.value;
  if (value?.kind !== "count") throw new Error(`no count for ${key}`);
  return value.count;
};

async function handInAndReject(student: TestUser, coordinator: TestUser, typeId: number) {
  const sent = await call("POST", upload, {
    as: student,
    json: { documentType: typeId, documentFilename: "título.pdf", documentFileBytes: dataUrl(await pdf()) },
  });
  const id = sent.data.id as number;
  await call("POST", reject, { as: coordinator, params: { id: String(id) }, json: { id, reason: "Ilegible" } });
}

beforeAll(async () => {
  db = await getDb();
  w = await tfgWorld();
});

describe("the student's landing", () => {
  it("lists the open exam windows, enrolment and TFG calls, and counts rejected documents and surveys", async () => {
    const student = w.s1;
    const { course, coordinator } = await makeExamCourse(0, `Álgebra ${uniq()}`);
    const { course: closed } = await makeExamCourse(0, `Cálculo ${uniq()}`);
    for (const c of [course, closed]) await enrol(c.id, student);
    const term = await makeExamTerm();
    await makeExam(course.id, term.id);
    await makeExam(closed.id, term.id, { inscriptionEndsAt: new Date(Date.now() - DAY) });
    const enrollmentTerm = await makeEnrollmentTerm("R");
    const admin = await makeUser("ROLE_ADMIN");
    const type = await call("POST", createType, { as: admin, json: { name: `Título ${uniq()}` } });
    await handInAndReject(student, coordinator, type.data.id);
    await addGrade({
      userId: student.id,
      courseId: course.id,
      term: "2025-26",
      convocatory: "Ordinaria",
      surveyId: "e1",
      surveyUrl: "https://encuestas.example/e1",
    });

    const cards = await cardsOf(student);
    expect(cards.map((c) => c.key)).toEqual([
      "exam-choices",
      "enrollment-calls",
      "tfg-calls",
      "rejected-documents",
      "enrollment-files",
      "surveys",
      "my-instances",
    ]);
    const exams = byKey(cards, "exam-choices")!.value;
    expect(exams).toMatchObject({ kind: "deadlines", items: [{ label: course.name, closes: expect.any(Date) }] });
    const calls = byKey(cards, "enrollment-calls")!.value;
    expect(calls?.kind === "deadlines" && calls.items.map((i) => i.label)).toContain(enrollmentTerm.name);
    expect(byKey(cards, "tfg-calls")!.value).toEqual({
      kind: "deadlines",
      items: [{ label: w.openTerm.name, closes: expect.any(Date), id: w.openTerm.id }],
    });
    expect(byKey(cards, "rejected-documents")).toMatchObject({
      href: "/documental",
      value: { kind: "count", count: 1 },
    });
    expect(byKey(cards, "surveys")).toMatchObject({ href: "/grades", value: { kind: "count", count: 1 } });
    expect(byKey(cards, "enrollment-files")!.value).toEqual({ kind: "count", count: 0 });
    expect(byKey(cards, "my-instances")!.value).toEqual({ kind: "count", count: 0 });
  });

  it("drops an exam window once the student has chosen in that course", async () => {
    const student = w.s2;
    const { course } = await makeExamCourse(0, `Física ${uniq()}`);
    await enrol(course.id, student);
    const exam = await makeExam(course.id, (await makeExamTerm()).id);
    const venue = await makeVenue(null);
    const endsAt = new Date(exam.startsAt.getTime() + exam.durationMinutes * 60_000);
    await db.insert(examRequests).values({
      userId: student.id,
      examId: exam.id,
      courseId: course.id,
      venueId: venue.id,
      startsAt: exam.startsAt,
      endsAt,
    });
    const value = byKey(await cardsOf(student), "exam-choices")!.value;
    expect(value?.kind === "deadlines" && value.items.map((i) => i.label)).not.toContain(course.name);
  });
});

describe("the staff's queues", () => {
  it("a coordinator counts documents to review, open instances and the TFG requests of their scope only", async () => {
    const outsider = await makeUser("ROLE_COORD");
    const before = await countOf(w.coordinator, "tfg-requests");
    const documentsBefore = await countOf(w.coordinator, "documents-to-review");
    expect((await w.request(w.s3, w.d1)).status).toBe(201);
    const admin = await makeUser("ROLE_ADMIN");
    const type = await call("POST", createType, { as: admin, json: { name: `Informe ${uniq()}` } });
    await call("POST", upload, {
      as: w.s3,
      json: { documentType: type.data.id, documentFilename: "informe.pdf", documentFileBytes: dataUrl(await pdf()) },
    });

    const cards = await cardsOf(w.coordinator);
    expect(cards.map((c) => c.key)).toEqual(["documents-to-review", "open-instances", "tfg-requests"]);
    expect(await countOf(w.coordinator, "tfg-requests")).toBe(before + 1);
    expect(await countOf(w.coordinator, "documents-to-review")).toBeGreaterThanOrEqual(documentsBefore + 1);
    expect(byKey(cards, "tfg-requests")!.href).toBe("/tfg?tab=requests");
    expect(await countOf(outsider, "tfg-requests")).toBe(0);
  });

  it("a secretary sees open instances and every TFG request to decide, no documents", async () => {
    const cards = await cardsOf(w.secretary);
    expect(cards.map((c) => c.key)).toEqual(["open-instances", "tfg-requests"]);
    expect(byKey(cards, "tfg-requests")!.value).toMatchObject({ kind: "count", count: expect.any(Number) });
    const open = byKey(cards, "open-instances")!;
    if (open.value?.kind === "count" && open.value.count > 0) {
      expect(open.href).toMatch(/^\/instances\?status=OPEN&createdFrom=\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("an instructor sees the TFG queue only while managing an area", async () => {
    const [managing] = await cardsOf(w.d1);
    expect(managing).toMatchObject({ key: "tfg-requests", href: "/tfg?tab=management" });
    const plain = await makeUser("ROLE_INSTRUCTOR");
    expect(await cardsOf(plain)).toEqual([]);
  });

  it.each<Role>(["ROLE_GES_EXAM"])("%s has no queue on the landing", async (role) => {
    expect(await cardsOf(await makeUser(role))).toEqual([]);
  });
});

describe("a failed read", () => {
  it("is an error card, never a zero", async () => {
    const broken = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "select" || prop === "selectDistinct") {
          return () => {
            throw new Error("base de datos caída");
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    for (const who of [w.s1, w.secretary]) {
      const cards = await landingCards(broken, asSession(who));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => c.value === null)).toBe(true);
    }
  });
});

describe("the student's landing under a rush", () => {
  /** A student of `n` courses, each with an open exam window and a graded survey. */
  async function studentOf(n: number) {
    const student = await makeUser("ROLE_STUDENT");
    const term = await makeExamTerm();
    for (let i = 0; i < n; i++) {
      const { course } = await makeExamCourse(0, `Asignatura ${i + 1} de ${n} ${uniq()}`);
      await enrol(course.id, student);
      await makeExam(course.id, term.id);
      await addGrade({
        userId: student.id,
        courseId: course.id,
        term: "2025-26",
        convocatory: "Ordinaria",
        surveyId: `e${i}`,
        surveyUrl: `https://encuestas.example/e${i}`,
      });
    }
    return student;
  }

  it("is read with the same number of SQL statements for 1 course as for 12", async () => {
    const [one, twelve] = [await studentOf(1), await studentOf(12)];
    let small: LandingCard[] = [];
    let large: LandingCard[] = [];
    const forOne = await statementsOf(db, async () => (small = await cardsOf(one)));
    const forTwelve = await statementsOf(db, async () => (large = await cardsOf(twelve)));

    const windows = (cards: LandingCard[]) => {
      const value = byKey(cards, "exam-choices")!.value;
      return value?.kind === "deadlines" ? value.items.length : null;
    };
    expect(windows(small)).toBe(1);
    expect(windows(large)).toBe(12);
    expect(byKey(large, "surveys")!.value).toEqual({ kind: "count", count: 12 });
    expect(forOne.length).toBeGreaterThan(0);
    expect(forTwelve.length).toBe(forOne.length);
  });
});
