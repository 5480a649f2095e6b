import { and, count, eq } from "drizzle-orm";
import { DELETE as deleteRequest } from "@/app/exams-api/requests/[id]/route";
import { POST as choose } from "@/app/exams-api/requests/route";
import { GET as listEntries, POST as join } from "@/app/exams-api/waitlist/route";
import { getDb } from "@/lib/database";
import { examRequests, examVenueSessions, outbox } from "@/db/schema";
import { call, type TestUser } from "@/lib/testing/fixtures";

/** Test calls and reads of the waiting list, shared by its integration and race tests. */
export const pick = (student: TestUser, examId: number, headquarterId: string) =>
  call("POST", choose, { as: student, json: { examId, headquarterId } });
export const joinList = (student: TestUser, examId: number, headquarterId: string) =>
  call("POST", join, { as: student, json: { examId, headquarterId } });
export const dropChoice = (student: TestUser, id: number) =>
  call("DELETE", deleteRequest, { as: student, params: { id: String(id) } });
export const entriesOf = (viewer: TestUser) => call("GET", listEntries, { as: viewer });

export async function seats(venueId: string, startsAt: Date) {
  const db = await getDb();
  const [session] = await db
    .select({ taken: examVenueSessions.taken, capacity: examVenueSessions.capacity })
    .from(examVenueSessions)
    .where(and(eq(examVenueSessions.venueId, venueId), eq(examVenueSessions.startsAt, startsAt)));
  const [choices] = await db
    .select({ n: count() })
    .from(examRequests)
    .where(and(eq(examRequests.venueId, venueId), eq(examRequests.startsAt, startsAt)));
  return { taken: session?.taken ?? 0, capacity: session?.capacity ?? null, choices: Number(choices!.n) };
}

export async function choiceOf(student: TestUser, courseId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(examRequests)
    .where(and(eq(examRequests.userId, student.id), eq(examRequests.courseId, courseId)));
  return row;
}

export async function mailsTo(student: TestUser) {
  const db = await getDb();
  return db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.recipientUserId, student.id));
}
