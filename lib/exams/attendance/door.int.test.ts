import { describe, expect, it } from "vitest";
import { NotFoundError } from "@/lib/api/errors";
import { getDb } from "@/lib/database";
import { makeUser } from "@/lib/testing/fixtures";
import { examToday } from "@/lib/testing/exam-day";
import { vouchersOf } from "../voucher/queries";
import { doorExams, doorOf } from "./door";

describe("'Control de acceso': the exams and venues a member of staff may open", () => {
  it("offers the instructor the exams of their courses from today, with the venues each is offered at", async () => {
    const db = await getDb();
    const w = await examToday(1);
    const mine = await doorExams(db, w.instructor);
    expect(mine.map((e) => e.id)).toContain(w.exam.id);
    expect(mine.find((e) => e.id === w.exam.id)).toMatchObject({ courseName: "Historia del Arte", option: "A" });
    expect((await doorExams(db, w.manager)).map((e) => e.id)).toContain(w.exam.id);

    const door = await doorOf(db, w.instructor, w.exam.id);
    expect(door.venues.map((v) => v.id)).toEqual(expect.arrayContaining([w.first.id, w.second.id]));
  });

  it("offers another course's instructor nothing of it, and not the exam itself", async () => {
    const db = await getDb();
    const w = await examToday(1);
    const other = await makeUser("ROLE_INSTRUCTOR");
    expect((await doorExams(db, other)).map((e) => e.id)).not.toContain(w.exam.id);
    await expect(doorOf(db, other, w.exam.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the student's vouchers on 'Exámenes'", () => {
  it("lists their own booked exams only", async () => {
    const db = await getDb();
    const w = await examToday(2);
    const [student] = w.students;
    const vouchers = await vouchersOf(db, student!);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      id: student!.requestId,
      courseName: "Historia del Arte",
      venueName: w.first.name,
      attendance: null,
    });
  });
});
