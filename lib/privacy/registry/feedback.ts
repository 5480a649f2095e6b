import { heldFeedback } from "@/db/schema";
import { declare } from "./declare";

export const feedbackPersonalData = declare("feedback", {
  legalBasis: "publicTask",
  retention: "heldFeedback",
})({
  table: heldFeedback,
  description: "heldFeedback",
  columns: [heldFeedback.text],
});
