import type { AccessTable } from "@/lib/auth/access-types";

/** Why the verification endpoints need no session. */
const PUBLIC_VERIFICATION = {
  public:
    "public document verification (código seguro de verificación, Ley 39/2015 art. 27): whoever holds a paper checks it without an account; rate-limited per client address",
} as const;

/** The verification endpoints (composed into ACCESS_POLICY): public, each by the code it is given. */
export const verificationAccess = {
  "GET /verification-api/documents/{code}": PUBLIC_VERIFICATION,
  "GET /verification-api/documents/{code}/pdf": PUBLIC_VERIFICATION,
  "POST /verification-api/check": PUBLIC_VERIFICATION,
} as const satisfies AccessTable;
