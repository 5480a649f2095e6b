import { desc, eq } from "drizzle-orm";
import { fullName } from "@/db/full-name";
import { personalDataReads, users } from "@/db/schema";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { formatDateTime } from "@/lib/dates";
import type { ExportReader } from "../types";

export const readsReader: ExportReader = {
  slug: "consultas-de-sus-datos",
  description: "quién del personal del portal consultó tus datos personales, cuándo y qué consultó",
  read: async (db, person) => {
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
    return rows.map((r) => ({ fecha: formatDateTime(r.at), quien: r.reader, rol: ROLE_LABELS[r.role], que: r.what }));
  },
};
