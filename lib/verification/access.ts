import type { AccessTable } from "@/lib/auth/access-policy";

/** Why the verification endpoints need no session; their route handlers declare the same reason. */
export const VERIFICATION_PUBLIC_REASON =
  "public document verification (código seguro de verificación, Ley 39/2015 art. 27): whoever holds a paper checks it without an account; rate-limited per client address";

export const verificationAccess = {
  "GET /verification-api/documents/{code}": { public: VERIFICATION_PUBLIC_REASON },
  "GET /verification-api/documents/{code}/pdf": { public: VERIFICATION_PUBLIC_REASON },
  "POST /verification-api/check": { public: VERIFICATION_PUBLIC_REASON },
} as const satisfies AccessTable;
