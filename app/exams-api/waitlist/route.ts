// GET /exams-api/waitlist — a student's own waiting-list entries with their position; support every session's list
// POST /exams-api/waitlist — a student joins the waiting list of a full venue session
import { endpoint, json } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { listWaitlist } from "@/lib/exams/waitlist/queries";
import { waitlistBody } from "@/lib/exams/waitlist/schemas";
import { joinWaitlist } from "@/lib/exams/waitlist/service";

export const GET = endpoint(examsAccess, "GET /exams-api/waitlist", async ({ db, user }) => listWaitlist(db, user));

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/waitlist",
  { body: waitlistBody },
  async ({ db, user, body }) => json(await joinWaitlist(db, user, body), 201),
);
