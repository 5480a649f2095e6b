import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { degrees, tfgDefenses, tfgRequests, users } from "@/db/schema";
import type { CalendarEventProvider } from "@/lib/calendar/events";
import { fullName } from "./lookups";
import { TFG_TRANSITIONS } from "./transitions";

const student = alias(users, "student");
const chairman = alias(users, "chairman");
const secretary = alias(users, "secretary");
const vocal = alias(users, "vocal");

/**
 * Accepted TFG defenses in the personal calendar feed: the student's own, and those where the user
 * sits on the court (chairman, secretary or vocal). One event per defense; the UID names the defense
 * and the person, so a moved defense replaces its event.
 */
export const tfgDefensesProvider: CalendarEventProvider = {
  roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD"],
  events: async (db, user) => {
    const rows = await db
      .select({
        id: tfgDefenses.id,
        start: tfgDefenses.start,
        end: tfgDefenses.end,
        location: tfgDefenses.location,
        title: tfgDefenses.title,
        provisionalTitle: tfgRequests.provisionalTitle,
        degreeName: degrees.name,
        studentName: fullName(student),
        chairmanName: fullName(chairman),
        secretaryName: fullName(secretary),
        vocalName: fullName(vocal),
      })
      .from(tfgDefenses)
      .innerJoin(tfgRequests, eq(tfgRequests.id, tfgDefenses.requestId))
      .innerJoin(degrees, eq(degrees.id, tfgRequests.degreeId))
      .innerJoin(student, eq(student.id, tfgRequests.userId))
      .innerJoin(chairman, eq(chairman.id, tfgDefenses.chairmanId))
      .innerJoin(secretary, eq(secretary.id, tfgDefenses.secretaryId))
      .innerJoin(vocal, eq(vocal.id, tfgDefenses.vocalId))
      .where(
        and(
          eq(tfgDefenses.status, TFG_TRANSITIONS.defense.accept.to),
          or(
            eq(tfgRequests.userId, user.id),
            eq(tfgDefenses.chairmanId, user.id),
            eq(tfgDefenses.secretaryId, user.id),
            eq(tfgDefenses.vocalId, user.id),
          ),
        ),
      );
    return rows.map((r) => ({
      uid: `tfg-defense-${r.id}-${user.id}@portal-de-servicios`,
      start: r.start,
      end: r.end,
      summary: `Defensa TFG/TFM: ${r.studentName}`,
      description: `Título: ${r.title ?? r.provisionalTitle ?? "—"}\nTitulación: ${r.degreeName}\nTribunal: ${r.chairmanName} (presidente), ${r.secretaryName} (secretario), ${r.vocalName} (vocal)`,
      location: r.location ?? undefined,
    }));
  },
};
