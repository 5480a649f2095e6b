import { ValidationError } from "@/lib/api/errors";
import { z } from "./z";

/** The specification's generic required-field message. */
export const REQUIRED = "Este campo es obligatorio";

/** The largest id a database `integer`/`serial` column holds: anything past it is refused before any query. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id sent as text or number: a positive integer within the column's range. */
export const dbId = (message = "Identificador no válido") =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);

/** `{id}` path segments: a positive integer. */
export const idParams = z.object({ id: dbId() });

/** A calendar day `AAAA-MM-DD` that exists (no 30 February). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "La fecha debe tener el formato AAAA-MM-DD")
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, "La fecha no es válida");

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

/** A body may repeat the path's `id` (the specification's clients send it); if it does, it must agree. */
export function assertSameId(bodyId: number | undefined, pathId: number): void {
  if (bodyId !== undefined && bodyId !== pathId)
    throw new ValidationError("El identificador del cuerpo no coincide con el de la ruta");
}
