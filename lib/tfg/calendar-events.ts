import { and, eq, or } from "drizzle-orm";
import { fullName } from "@/db/full-name";
import { degrees, tfgDefenses, tfgRequests } from "@/db/schema";
import type { CalendarEventProvider } from "@/lib/calendar/events";
import { translator } from "@/lib/i18n/translate";
import { documentLocale } from "./document-locale";
import { chairman, secretary, sitsOn, vocal, withDefenseNames } from "./defenses/queries";
import { student } from "./requests/parties";
import { TFG_TRANSITIONS } from "./transitions";

/**
 * Accepted TFG defenses in the personal calendar feed: the student's own, and those where the user
 * sits on the court (chairman, secretary or vocal). One event per defense; the UID names the defense
 * and the person, so a moved defense replaces its event. Said in the person's language (`users.locale`).
 */
export const tfgDefensesProvider: CalendarEventProvider = {
  roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD"],
  events: async (db, user, locale) => {
    const defenses = db
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
      .$dynamic();
    const rows = await withDefenseNames(defenses).where(
      and(
        eq(tfgDefenses.status, TFG_TRANSITIONS.defense.accept.to),
        or(eq(tfgRequests.userId, user.id), sitsOn(user.id)),
      ),
    );
    const t = translator(locale ?? (await documentLocale(db, user.id)), "tfg");
    return rows.map((r) => ({
      uid: `tfg-defense-${r.id}-${user.id}@portal-de-servicios`,
      start: r.start,
      end: r.end,
      summary: t("calendar.summary", { student: r.studentName }),
      description: t("calendar.description", {
        title: r.title ?? r.provisionalTitle ?? "—",
        degree: r.degreeName,
        chairman: r.chairmanName,
        secretary: r.secretaryName,
        vocal: r.vocalName,
      }),
      location: r.location ?? undefined,
    }));
  },
};
