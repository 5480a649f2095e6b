import { msg } from "@/lib/i18n/message";
import { ValidationError } from "./errors";

/** A body may repeat the path's `id` (the specification's clients send it); if it does, it must agree. */
export function assertSameId(bodyId: number | undefined, pathId: number): void {
  if (bodyId !== undefined && bodyId !== pathId) throw new ValidationError(msg("validation.idMismatch"));
}
