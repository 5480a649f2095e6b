import { integer, text } from "../define";

export const documentSettings = {
  UNIVERSITY_NAME: text("Universidad", {
    meaning: "the university's name at the top of every PDF the portal issues",
  }),
  SEPA_CREDITOR_ID: text("ES48ZZZQ0000000J", {
    meaning: "the university's SEPA creditor identifier, printed on the direct-debit mandate of enrolment requests",
    defaultText: "`ES48ZZZQ0000000J` (placeholder)",
  }),
  UPLOAD_MAX_BYTES: integer(10 * 1024 * 1024, {
    meaning: "largest uploaded file (documents, proceedings, attachments)",
  }),
  UPLOAD_MAX_BYTES_PER_HOUR: integer(200 * 1024 * 1024, {
    meaning: "bytes one user may upload per hour, all upload paths together; then 429",
  }),
  VERIFICATION_RATE_LIMIT: integer(30, {
    meaning: "lookups per minute and client address on the public verification page and its API (429 beyond)",
  }),
};
