import { POST as checkinRoute } from "@/app/exams-api/checkin/route";
import { GET as voucherRoute } from "@/app/exams-api/requests/[id]/voucher/route";
import { call, makeUser, type TestUser } from "./fixtures";
import { enrol, makeExam, makeExamCourse, makeTerm, makeVenue } from "./exams";
import { pick } from "./waitlist";
import { dniLetter } from "@/lib/validation/spanish-id";

/** A DNI with its right control letter, unique enough for tests sharing a database. */
export function validDni(): string {
  const digits = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${digits}${dniLetter(digits)}`;
}

/**
 * An exam held now (so today is its day in any zone) at two venues, with `students` of its course
 * (each with a valid DNI) booked at the first venue; the course's instructor and an exam manager.
 */
export async function examToday(students = 1) {
  const { course, instructor } = await makeExamCourse(0, "Historia del Arte");
  const [first, second] = [await makeVenue(null), await makeVenue(null)];
  const exam = await makeExam(course.id, (await makeTerm()).id, { defaultHeadquarter: null, startsAt: new Date() });
  const manager = await makeUser("ROLE_GES_EXAM");
  const booked: Array<TestUser & { requestId: number }> = [];
  for (let i = 0; i < students; i++) {
    const student = await makeUser("ROLE_STUDENT", { dni: validDni(), givenName: "Lucía", familyName: `Pérez ${i}` });
    await enrol(course.id, student);
    const chosen = await pick(student, exam.id, first.id);
    if (chosen.status !== 201) throw new Error(`booking: ${chosen.status} ${JSON.stringify(chosen.data)}`);
    booked.push({ ...student, requestId: chosen.data.id as number });
  }
  return { course, exam, first, second, instructor, manager, students: booked };
}

export const voucher = (student: TestUser, requestId: number) =>
  call("GET", voucherRoute, { as: student, params: { id: String(requestId) } });

export const checkin = (as: TestUser, json: Record<string, unknown>) => call("POST", checkinRoute, { as, json });
