import { createHash, randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { REQUEST_TTL_MS } from "./request-ids";

/**
 * The cookie that binds a SAML sign-in to the browser that started it (against login CSRF: a response
 * the attacker obtained for their own request, posted into a victim's browser, finds no matching cookie).
 * `__Host-`: Secure, Path=/ and no Domain, so no subdomain can plant one. SameSite=None, since the IdP's
 * POST to the ACS is cross-site; browsers take Secure cookies from http://localhost too, so development
 * over http on localhost works (PUBLIC_URL on another http host is refused by the SSO configuration).
 */
export const BROWSER_COOKIE = "__Host-portal.saml-request";

const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=None";
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of the browser's value: its SHA-256, never the value. */
export const browserHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The value the browser already holds (another tab's sign-in in progress), if it is one of ours. */
export function browserSecretOf(req: Request): string | null {
  // From the headers alone: the ACS has read the request's body by now.
  const value = new NextRequest(req.url, { headers: req.headers }).cookies.get(BROWSER_COOKIE)?.value;
  return value && SECRET.test(value) ? value : null;
}

/** The browser's value, or a new random one (256 bits, base64url). */
export const browserSecretFor = (req: Request) => browserSecretOf(req) ?? randomBytes(32).toString("base64url");

/** Set for as long as an AuthnRequest may be answered. */
export const browserCookie = (secret: string) =>
  `${BROWSER_COOKIE}=${secret}; ${ATTRIBUTES}; Max-Age=${REQUEST_TTL_MS / 1000}`;

/** Spent once the IdP's answer was accepted. */
export const CLEARED_BROWSER_COOKIE = `${BROWSER_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
