import { CronExpressionParser } from "cron-parser";
import { portalTimeZone } from "@/lib/dates";

const parse = (cron: string, currentDate: Date) =>
  CronExpressionParser.parse(cron, { currentDate, tz: portalTimeZone() });

/** The task's latest occurrence at or before `now` (the one due), in the portal's time zone. */
export function latestOccurrence(cron: string, now: Date): Date {
  // prev() is strictly before its start: start one millisecond later so an occurrence at `now` counts.
  return parse(cron, new Date(now.getTime() + 1))
    .prev()
    .toDate();
}

/** The task's first occurrence after `now`. */
export function nextOccurrence(cron: string, now: Date): Date {
  return parse(cron, now).next().toDate();
}

/** Throws with the parser's reason when `cron` is not a valid expression. */
export function checkCron(cron: string): void {
  parse(cron, new Date());
}
