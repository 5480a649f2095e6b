// GET /exams-api/waitlist/entries — support: who waits, in order, for each exam and venue (paged)
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { waitlistEntryListQuery } from "@/lib/exams/waitlist/entry-schemas";
import { listWaitlistEntries } from "@/lib/exams/waitlist/queries";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/waitlist/entries",
  {
    query: waitlistEntryListQuery,
    readsPersonalData: { what: "Exámenes: listas de espera", shown: rowsNaming("userId") },
  },
  async ({ db, query }) => listWaitlistEntries(db, query),
);
