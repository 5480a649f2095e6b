import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";

/** A positive integer id of the exams API, refused in Spanish by what it names ('Examen no válido'). */
export const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} no válido` })
    .int(`${label} no válido`)
    .positive(`${label} no válido`);

/** A required text of at most `max` characters, trimmed. */
export const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
