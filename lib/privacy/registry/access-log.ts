import { personalDataReads } from "@/db/schema";
import { declare } from "./declare";

export const accessLogPersonalData = declare("accessLog", {
  legalBasis: "legalObligation",
  retention: "personalDataReads",
  retentionKind: "personalDataReads",
})({
  table: personalDataReads,
  description: "personalDataReads",
  people: { subject: personalDataReads.studentId, actor: personalDataReads.readerId },
  columns: [personalDataReads.what],
});
