import { CAPACITY_TOAST_MS } from "@/lib/exams/constants";
import { ApiRequestError } from "@/lib/ui/api-request";
import { failureToast } from "@/lib/ui/failure-toast";

/**
 * The toasts of choosing an exam and a venue, by the student or on their behalf (seed 001 §8): the
 * 406, 409 and 423 answers carry the specification's own text, shown bare; the 423 stays 15 seconds.
 */
export const choiceToasts = {
  success: (created: { id: number }) => `Petición ${created.id} registrada`,
  failure: failureToast(undefined, { serverTextOn: [406, 409, 423] }),
  errorDurationMs: (err: unknown) =>
    err instanceof ApiRequestError && err.status === 423 ? CAPACITY_TOAST_MS : undefined,
};
