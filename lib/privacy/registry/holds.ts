import type { Hold, RetentionPeriod } from "./types";

/** The legal holds: why some rows outlive an erasure request (art. 17.3.b RGPD); said in `privacy.registry.holds`. */
export const HOLDS = {
  registry: "registry",
  issuedDocument: "issuedDocument",
  academicRecord: "academicRecord",
  finalProject: "finalProject",
  allocation: "allocation",
  examProcedure: "examProcedure",
} as const satisfies Record<Hold, Hold>;

/** Retention periods said once, for the declarations that share them (`privacy.registry.retention`). */
export const PERIODS = {
  relationship: "relationship",
  permanent: "permanent",
  academicYear: "academicYear",
} as const satisfies Record<string, RetentionPeriod>;
