import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import { POST as acs } from "@/app/api/auth/saml/acs/route";
import { GET as login } from "@/app/api/auth/saml/login/route";
import { getDb } from "@/lib/database";
import { sessions } from "@/db/schema";
import { logger } from "@/lib/ops/log";
import { call, uniq } from "@/lib/testing/fixtures";
import {
  authnRequestId,
  signedSamlResponse,
  SP_CERT_FILE,
  SP_KEY_FILE,
  writeIdpMetadata,
  type AssertionSpec,
} from "@/lib/testing/sso/saml-assertions";
import { SIR2_ATTRIBUTES } from "@/lib/auth/sso/config";

// The SAML ACS tests' world: the portal as SP of the test IdP, a browser that starts sign-ins, and the IdP's answers.
export const PORTAL = "http://localhost:3000";
export const ACS = `${PORTAL}/api/auth/saml/acs`;
export const ENTITY_ID = `${PORTAL}/api/auth/saml/metadata`;
export const SAML_ENV = {
  PUBLIC_URL: PORTAL,
  SAML_IDP_METADATA: writeIdpMetadata(),
  SAML_SP_CERT: SP_CERT_FILE,
  SAML_SP_KEY: SP_KEY_FILE,
};

/** Sets the SAML environment for the test file, and spies on the warnings the portal logs. */
export function samlWorld() {
  beforeAll(() => void Object.assign(process.env, SAML_ENV));
  afterAll(() => Object.keys(SAML_ENV).forEach((key) => delete process.env[key]));
  const warnings = vi.spyOn(logger(), "warn").mockImplementation(() => undefined);
  beforeEach(() => warnings.mockClear());
  return { warnings };
}

export const newDni = () =>
  `${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}${uniq().slice(0, 1).toUpperCase()}`;
export const schacDni = (dni: string) => `urn:schac:personalUniqueID:es:DNI:${dni}`;

/** The value a browser holds in the cookie the login set (name=value, as it sends it back). */
export const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

/** A fresh AuthnRequest through the login route, as a browser (holding `cookie`, if any) starts it. */
export async function startSignIn(cookie?: string): Promise<{ requestId: string; cookie: string; res: Response }> {
  const res = await call("GET", login, { path: "/api/auth/saml/login", headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  return { requestId: authnRequestId(res.res.headers.get("location")!), cookie: cookieOf(res.res), res: res.res };
}

/** The IdP's signed answer to a sign-in this browser starts, naming the person by DNI. */
export async function validResponse(dni: string, overrides: Partial<AssertionSpec> = {}) {
  const started = await startSignIn();
  const response = signedSamlResponse({
    inResponseTo: started.requestId,
    audience: ENTITY_ID,
    recipient: ACS,
    attributes: { [SIR2_ATTRIBUTES.dni]: schacDni(dni), [SIR2_ATTRIBUTES.email]: "alguien@universidad.test" },
    ...overrides,
  });
  return { ...response, cookie: started.cookie };
}

/** The IdP's page posts the answer: another origin, as every real ACS post, from a browser holding `cookie`. */
export const post = (samlResponse: string, cookie?: string) =>
  call("POST", acs, {
    path: "/api/auth/saml/acs",
    body: `SAMLResponse=${encodeURIComponent(samlResponse)}`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://idp.universidad.test",
      ...(cookie ? { cookie } : {}),
    },
  });

export async function sessionCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row!.n);
}

/** The answer posted by the browser that started its sign-in. */
export const answer = (response: { base64: string; cookie: string }) => post(response.base64, response.cookie);
