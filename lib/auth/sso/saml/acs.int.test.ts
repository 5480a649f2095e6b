import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as acs } from "@/app/api/auth/saml/acs/route";
import { GET as login } from "@/app/api/auth/saml/login/route";
import { GET as metadata } from "@/app/api/auth/saml/metadata/route";
import { getDb } from "@/db";
import { auditLog, sessions } from "@/db/schema";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import {
  authnRequestId,
  signedSamlResponse,
  SP_CERT_FILE,
  SP_KEY_FILE,
  writeIdpMetadata,
  type AssertionSpec,
} from "@/lib/testing/sso/saml-assertions";
import { SIR2_ATTRIBUTES } from "../config";

const PORTAL = "http://localhost:3000";
const ACS = `${PORTAL}/api/auth/saml/acs`;
const ENTITY_ID = `${PORTAL}/api/auth/saml/metadata`;
const SAML_ENV = {
  PUBLIC_URL: PORTAL,
  SAML_IDP_METADATA: writeIdpMetadata(),
  SAML_SP_CERT: SP_CERT_FILE,
  SAML_SP_KEY: SP_KEY_FILE,
};

beforeAll(() => void Object.assign(process.env, SAML_ENV));
afterAll(() => Object.keys(SAML_ENV).forEach((key) => delete process.env[key]));

const newDni = () => `${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}${uniq().slice(0, 1).toUpperCase()}`;
const schacDni = (dni: string) => `urn:schac:personalUniqueID:es:DNI:${dni}`;

/** A fresh AuthnRequest through the login route, as the browser starts it; its id is what the IdP answers. */
async function startSignIn(): Promise<string> {
  const res = await call("GET", login, { path: "/api/auth/saml/login" });
  expect(res.status).toBe(302);
  return authnRequestId(res.res.headers.get("location")!);
}

async function validResponse(dni: string, overrides: Partial<AssertionSpec> = {}) {
  return signedSamlResponse({
    inResponseTo: await startSignIn(),
    audience: ENTITY_ID,
    recipient: ACS,
    attributes: { [SIR2_ATTRIBUTES.dni]: schacDni(dni), [SIR2_ATTRIBUTES.email]: "alguien@universidad.test" },
    ...overrides,
  });
}

// From the IdP's page: another origin, as every real ACS post.
const post = (samlResponse: string) =>
  call("POST", acs, {
    path: "/api/auth/saml/acs",
    body: `SAMLResponse=${encodeURIComponent(samlResponse)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://idp.universidad.test" },
  });

async function sessionCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row!.n);
}

const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
beforeEach(() => warnings.mockClear());

/** Refused, for the reason the test means (node-saml's or the ACS's own, as logged), with no cookie. */
const refused = (res: Awaited<ReturnType<typeof post>>, reason: RegExp) => {
  expect(warnings.mock.calls.at(-1)?.[0]).toMatch(reason);
  expect(res.status).toBe(303);
  expect(res.res.headers.get("location")).toBe("/?error=saml");
  expect(res.res.headers.get("set-cookie")).toBeNull();
};

describe("GET /api/auth/saml/metadata", () => {
  it("describes the SP for SIR2: entity id, HTTP-POST ACS and signing certificate", async () => {
    const res = await call("GET", metadata, { path: "/api/auth/saml/metadata" });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-type")).toContain("application/samlmetadata+xml");
    const xml = res.data as string;
    expect(xml).toContain(`entityID="${ENTITY_ID}"`);
    expect(xml).toMatch(
      /AssertionConsumerService[^>]*HTTP-POST[^>]*Location="http:\/\/localhost:3000\/api\/auth\/saml\/acs"/,
    );
    expect(xml).toContain("<ds:X509Certificate>");
    expect(xml).toContain(`AuthnRequestsSigned="true"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });
});

describe("POST /api/auth/saml/acs", () => {
  it("signs in the user whose DNI SIR2's schacPersonalUniqueID names, with an audit row", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    const res = await post((await validResponse(dni)).base64);
    expect(res.status).toBe(303);
    expect(res.res.headers.get("location")).toBe("/");
    expect(res.res.headers.get("set-cookie")).toMatch(/^portal\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await sessionCount(user.id)).toBe(2);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userExternalId, user.externalId), eq(auditLog.method, "SIGN_IN")));
    expect(audit).toMatchObject([{ targetId: "saml", path: "/api/auth/saml/acs", role: "ROLE_STUDENT" }]);
  });

  it("refuses a tampered assertion (a value changed after the IdP signed it)", async () => {
    const [signer, victim] = [newDni(), newDni()];
    const [a, b] = await Promise.all([
      makeUser("ROLE_STUDENT", { dni: signer }),
      makeUser("ROLE_ADMIN", { dni: victim }),
    ]);
    const { xml } = await validResponse(signer);
    refused(
      await post(Buffer.from(xml.replace(schacDni(signer), schacDni(victim))).toString("base64")),
      /Invalid signature/,
    );
    expect([await sessionCount(a.id), await sessionCount(b.id)]).toEqual([1, 1]);
  });

  it("refuses an assertion for another audience", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    refused(
      await post((await validResponse(dni, { audience: "https://otro-portal.test/sp" })).base64),
      /audience mismatch/,
    );
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("refuses an expired assertion", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const expired = await validResponse(dni, {
      issueInstant: hourAgo,
      notOnOrAfter: new Date(Date.now() - 50 * 60_000),
    });
    // node-saml finds no subject confirmation still valid: its NotOnOrAfter has passed.
    refused(await post(expired.base64), /No valid subject confirmation/);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("accepts an assertion once: the same response posted again is refused", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    const response = await validResponse(dni);
    expect((await post(response.base64)).res.headers.get("location")).toBe("/");
    refused(await post(response.base64), /InResponseTo is not valid/);
    // Even answering a new request of the portal, the captured assertion's id was spent.
    const assertionId = /<saml:Assertion [^>]*ID="([^"]+)"/.exec(response.xml)![1]!;
    refused(await post((await validResponse(dni, { assertionId })).base64), /ya usada/);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it("refuses a response to no request of the portal, and one for another recipient", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    refused(
      await post((await validResponse(dni, { inResponseTo: "_una-peticion-que-nadie-hizo" })).base64),
      /InResponseTo is not valid/,
    );
    refused(await post((await validResponse(dni, { recipient: "https://otro-portal.test/acs" })).base64), /Recipient/);
    refused(await post("no es SAML"), /Not a valid XML/);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("sends a person who is no portal user, or two, to the no-access page and creates nothing", async () => {
    const nobody = await post((await validResponse(newDni())).base64);
    expect(nobody.status).toBe(303);
    expect(nobody.res.headers.get("location")).toBe("/sin-acceso");
    const shared = newDni();
    const [a, b] = await Promise.all([
      makeUser("ROLE_STUDENT", { dni: shared }),
      makeUser("ROLE_SECR", { dni: shared }),
    ]);
    const twice = await post((await validResponse(shared)).base64);
    expect(twice.res.headers.get("location")).toBe("/sin-acceso");
    expect(twice.res.headers.get("set-cookie")).toBeNull();
    expect([await sessionCount(a.id), await sessionCount(b.id)]).toEqual([1, 1]);
  });

  it("answers 404 when SAML is not configured", async () => {
    delete process.env.SAML_IDP_METADATA;
    try {
      expect((await call("GET", login, { path: "/api/auth/saml/login" })).status).toBe(404);
      expect((await post("x")).status).toBe(404);
    } finally {
      process.env.SAML_IDP_METADATA = SAML_ENV.SAML_IDP_METADATA;
    }
  });
});
