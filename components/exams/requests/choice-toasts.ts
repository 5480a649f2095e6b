import { failureToast } from "@/lib/client/failure-toast";
import type { ExamsT } from "../texts";

/**
 * The toasts of choosing an exam and a venue, by the student or on their behalf (seed 001 §8): the
 * 406, 409 and 423 answers carry the specification's own text, shown bare. Seed 001 §9 keeps the 423 on
 * screen 15 seconds; like every error toast it now stays until closed, which is never shorter.
 */
export const choiceToasts = (t: ExamsT) => ({
  success: (created: { id: number }) => t("choice.registered", { id: created.id }),
  failure: failureToast(undefined, { serverTextOn: [406, 409, 423] }),
});
