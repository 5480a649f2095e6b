import { ValidationError } from "@/lib/api/errors";
import { z } from "./z";

/** The specification's generic required-field message. */
export const REQUIRED = "Este campo es obligatorio";

/** `{id}` path segments: a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive("Identificador no válido") });

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
