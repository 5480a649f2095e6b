import { desc, eq } from "drizzle-orm";
import { fullName } from "@/db/full-name";
import { personalDataReads, users } from "@/db/schema";
import { roleName } from "@/lib/auth/role-name";
import { formatDateTime } from "@/lib/dates";
import { whatWasRead } from "@/lib/access-log/what";
import { readerNamed, type ExportReader } from "../types";

export const readsReader: ExportReader = {
  ...readerNamed("reads"),
  read: async (db, person, _addFile, locale) => {
    const rows = await db
      .select({
        at: personalDataReads.at,
        reader: fullName(users),
        role: personalDataReads.readerRole,
        what: personalDataReads.what,
      })
      .from(personalDataReads)
      .innerJoin(users, eq(users.id, personalDataReads.readerId))
      .where(eq(personalDataReads.studentId, person.id))
      .orderBy(desc(personalDataReads.at), desc(personalDataReads.id));
    return rows.map((r) => ({
      fecha: formatDateTime(r.at, locale),
      quien: r.reader,
      rol: roleName(r.role, locale),
      que: whatWasRead(locale, r.what),
    }));
  },
};
