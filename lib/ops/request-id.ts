// What a proxy may hand over as a request's id: letters, digits and a few separators, bounded.
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming X-Request-Id when well-formed, a new one otherwise (API routes and pages alike). */
export function acceptRequestId(headers: Pick<Headers, "get">): string {
  const given = headers.get("x-request-id")?.trim();
  return given && WELL_FORMED_ID.test(given) ? given : crypto.randomUUID();
}
