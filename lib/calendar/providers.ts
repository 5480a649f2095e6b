import { examChoicesProvider } from "@/lib/exams/calendar-events";
import { tfgDefensesProvider } from "@/lib/tfg/calendar-events";
import type { CalendarEventProvider } from "./events";

/** Every module's events in the personal feed; a module adds its provider here . */
export const CALENDAR_PROVIDERS: readonly CalendarEventProvider[] = [examChoicesProvider, tfgDefensesProvider];
