import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { personalDataReads, users } from "@/db/schema";
import { roleName } from "@/lib/auth/role-name";
import { formatDateTime } from "@/lib/dates";
import { pagedList } from "@/lib/list/paged-list";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { TableQuery } from "@/lib/list/table-query";
import { whatWasRead } from "./what";

/** One read as the admin screen shows it: fecha, quién (and with which role), qué. */
export interface ReadRow {
  id: number;
  at: string;
  reader: string;
  what: string;
}

/** Who read the personal data of the student `studentId`, newest first (one page), said in `locale`. */
export function readsOfStudent(db: Db, studentId: number, query: TableQuery<"at">, locale: Locale) {
  const t = translator(locale, "privacy");
  return pagedList(db, query, {
    fields: {
      id: personalDataReads.id,
      at: personalDataReads.at,
      reader: fullName(users),
      role: personalDataReads.readerRole,
      what: personalDataReads.what,
    },
    rows: (fields) =>
      db
        .select(fields)
        .from(personalDataReads)
        .innerJoin(users, eq(users.id, personalDataReads.readerId))
        .where(eq(personalDataReads.studentId, studentId))
        .$dynamic(),
    sorts: { at: personalDataReads.at },
    defaultSort: "at",
    defaultDirection: "desc",
    tiebreak: personalDataReads.id,
    row: (r): ReadRow => ({
      id: r.id,
      at: formatDateTime(r.at, locale),
      reader: t("reads.reader", { name: r.reader, role: roleName(r.role, locale) }),
      what: whatWasRead(locale, r.what),
    }),
  });
}
