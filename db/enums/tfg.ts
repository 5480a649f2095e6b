/** States of a TFG area or defense request (the TFG tables' enum). */
export const REQUEST_STATUSES = ["OPEN", "ACCEPTED", "REJECTED", "CANCELED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** AREA calls take area requests, DEFENSE calls defense requests. */
export const TERM_TYPES = ["AREA", "DEFENSE"] as const;
export type TermType = (typeof TERM_TYPES)[number];
