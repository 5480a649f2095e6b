import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";

/** A positive integer id of the exams API, refused by what it names (`invalid`: a catalogue key, 'Examen no válido'). */
export const positiveId = (invalid: string) => z.coerce.number({ error: invalid }).int(invalid).positive(invalid);

/** A required text of at most `max` characters, trimmed. */
export const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
