import type { Db } from "@/db";
import { heldFeedback } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { pagedList } from "@/lib/list/paged-list";
import type { TableQuery } from "@/lib/list/table-query";

/** What the reviewer reads of a held communication: when, why it was held, and its text. */
export interface HeldFeedbackRow {
  id: number;
  receivedAt: string;
  reason: "honeypot" | "daily-limit";
  text: string;
}

/** The accessibility communications kept for review, newest first (one page, with their total), dates in `locale`. */
export function heldFeedbackList(db: Db, query: TableQuery<"receivedAt">, locale: Locale) {
  return pagedList(db, query, {
    fields: {
      id: heldFeedback.id,
      receivedAt: heldFeedback.receivedAt,
      reason: heldFeedback.reason,
      text: heldFeedback.text,
    },
    rows: (fields) => db.select(fields).from(heldFeedback).$dynamic(),
    sorts: { receivedAt: heldFeedback.receivedAt },
    defaultSort: "receivedAt",
    defaultDirection: "desc",
    tiebreak: heldFeedback.id,
    row: (r): HeldFeedbackRow => ({ ...r, receivedAt: formatDateTime(r.receivedAt, locale) }),
  });
}
