import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CalendarSubscription } from "@/components/calendar/islands";
import { DefensesList } from "@/components/tfg/defenses-list";
import { LoadError } from "@/components/ui/load-error";
import { currentToken, feedUrl } from "@/lib/calendar/token";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/** Accepted defenses reach the personal calendar feed of the student and of the court members. */
async function withCalendar({ db, user }: TabProps, list: ReactNode) {
  const feed = await loadOrNull("el calendario personal", async () => feedUrl(await currentToken(db, user.id)));
  return (
    <div className="flex flex-col gap-6">
      {list}
      {feed ? (
        <CalendarSubscription initialUrl={feed} />
      ) : (
        <LoadError message={(await getTranslations("tfg"))("loadErrors.calendar")} />
      )}
    </div>
  );
}

/**
 * 'Solicitudes de defensa': the student's own, an instructor's as director, a coordinator's degrees
 * (GESTION); admins and secretaries see every defense, without a calendar of their own.
 */
export async function DefenseTab(props: TabProps) {
  const { db, user, searchParams } = props;
  switch (user.role) {
    case "ROLE_STUDENT":
      return withCalendar(props, await DefensesList({ db, user, view: "student", searchParams }));
    case "ROLE_INSTRUCTOR":
      return DefenseDirectorTab(props);
    case "ROLE_COORD":
      return withCalendar(props, await DefensesList({ db, user, view: "management", filter: "GESTION", searchParams }));
    default:
      return DefensesList({ db, user, view: "management", searchParams });
  }
}

/** 'Director de defensas': the defenses of the instructor's students, and the calendar feed. */
export async function DefenseDirectorTab(props: TabProps) {
  const { db, user, searchParams } = props;
  return withCalendar(props, await DefensesList({ db, user, view: "director", filter: "DIRECTOR", searchParams }));
}

/** 'Gestión de defensas': the defenses of the areas the instructor manages. */
export function DefenseManagementTab({ db, user, searchParams }: TabProps) {
  return DefensesList({ db, user, view: "management", filter: "GESTION", searchParams });
}
