import { z } from "./z";

/** The specification's generic required-field message. */
export const REQUIRED = "Este campo es obligatorio";

/** `{id}` path segments: a positive integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive("Identificador no válido") });

/** Paged answers of list endpoints. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}
