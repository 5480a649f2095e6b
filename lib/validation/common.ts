import { isDay } from "@/lib/dates";
import { says } from "@/lib/i18n/schema-message";
import { z } from "./z";

/** The specification's generic required-field message ('Este campo es obligatorio'), as a schema says it. */
export const REQUIRED = says("validation.required");

/** The largest id a database `integer`/`serial` column holds: anything past it is refused before any query. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id sent as text or number: a positive integer within the column's range. */
export const dbId = (message = says("validation.invalidId")) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);

/** An optional free text of at most `max` characters, trimmed; blank, null or absent read as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** `{id}` path segments: a positive integer. */
export const idParams = z.object({ id: dbId() });

const DAY_FORMAT = says("validation.dayFormat");

/**
 * A calendar day `AAAA-MM-DD` that exists (no 30 February, no month 13, no year 0000): the one parser of
 * every date filter, so an impossible date is a 400 here and never an invalid `Date` at the driver.
 */
export const calendarDay = z
  .string({ error: DAY_FORMAT })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_FORMAT)
  .refine(isDay, says("validation.invalidDay"));

/** An optional day filter of a list query: the first of repeated values, blank read as absent. */
export const dayFilter = z.preprocess((v) => {
  const first = Array.isArray(v) ? v[0] : v;
  return first === "" || first === null ? undefined : first;
}, calendarDay.optional());

/** Paged answers of list endpoints. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  /**
   * Set when counting stopped early: there are more than `totalElements - 1` rows (shown as
   * '1.000+'). Counting every match of a broad filter would cost far more than the page.
   */
  totalElementsCapped?: true;
}
