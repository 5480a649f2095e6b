import { describe, expect, it } from "vitest";
import { NotFoundError } from "@/lib/api/errors";
import { getDb } from "@/lib/database";
import type { SessionUser } from "@/lib/auth/session-store";
import { makeUser, type TestUser } from "@/lib/testing/fixtures";
import { examToday } from "@/lib/testing/exam-day";
import { vouchersOf } from "../voucher/queries";
import { doorExams, doorOf } from "./door";

/** A test user as the session the services read. */
const viewer = (user: TestUser): SessionUser => ({ ...user, givenName: "Prueba", familyName: "Prueba", email: null });

describe("'Control de acceso': the exams and venues a member of staff may open", () => {
  it("offers the instructor the exams of their courses from today, with the venues each is offered at", async () => {
    const db = await getDb();
    const w = await examToday(1);
    const mine = await doorExams(db, viewer(w.instructor));
    expect(mine.map((e) => e.id)).toContain(w.exam.id);
    expect(mine.find((e) => e.id === w.exam.id)).toMatchObject({ courseName: "Historia del Arte", option: "A" });
    expect((await doorExams(db, viewer(w.manager))).map((e) => e.id)).toContain(w.exam.id);

    const door = await doorOf(db, viewer(w.instructor), w.exam.id);
    expect(door.venues.map((v) => v.id)).toEqual(expect.arrayContaining([w.first.id, w.second.id]));
  });

  it("offers another course's instructor nothing of it, and not the exam itself", async () => {
    const db = await getDb();
    const w = await examToday(1);
    const other = await makeUser("ROLE_INSTRUCTOR");
    expect((await doorExams(db, viewer(other))).map((e) => e.id)).not.toContain(w.exam.id);
    await expect(doorOf(db, viewer(other), w.exam.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the student's vouchers on 'Exámenes'", () => {
  it("lists their own booked exams only", async () => {
    const db = await getDb();
    const w = await examToday(2);
    const [student] = w.students;
    const vouchers = await vouchersOf(db, viewer(student!));
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      id: student!.requestId,
      courseName: "Historia del Arte",
      venueName: w.first.name,
      attendance: null,
    });
  });
});
