// GET /exams-api/venues/sessions — support: each venue's seats at each exam date and time (paged)
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { venueSessionListQuery } from "@/lib/exams/venues/schemas";
import { listVenueSessions } from "@/lib/exams/venues/session-queries";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/venues/sessions",
  { query: venueSessionListQuery },
  async ({ db, query }) => listVenueSessions(db, query),
);
