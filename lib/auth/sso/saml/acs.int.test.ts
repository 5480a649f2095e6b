import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as login } from "@/app/api/auth/saml/login/route";
import { GET as metadata } from "@/app/api/auth/saml/metadata/route";
import { getDb } from "@/lib/database";
import { auditLog } from "@/db/schema";
import { call, makeUser } from "@/lib/testing/fixtures";
import {
  answer,
  ENTITY_ID,
  newDni,
  post,
  SAML_ENV,
  samlWorld,
  schacDni,
  sessionCount,
  startSignIn,
  validResponse,
} from "@/lib/testing/sso/acs-world";

const { warnings } = samlWorld();

/** Refused, for the reason the test means (node-saml's or the ACS's own, as logged), with no cookie. */
const refused = (res: Awaited<ReturnType<typeof post>>, reason: RegExp) => {
  expect(warnings.mock.calls.at(-1)).toEqual([{ reason: expect.stringMatching(reason) }, "SAML: respuesta rechazada"]);
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
    const res = await answer(await validResponse(dni));
    expect(res.status).toBe(303);
    expect(res.res.headers.get("location")).toBe("/");
    const [session, spent] = res.res.headers.getSetCookie();
    expect(session).toMatch(/^portal\.session-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(spent).toBe("__Host-portal.saml-request=; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=0");
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
    const { xml, cookie } = await validResponse(signer);
    refused(
      await post(Buffer.from(xml.replace(schacDni(signer), schacDni(victim))).toString("base64"), cookie),
      /Invalid signature/,
    );
    expect([await sessionCount(a.id), await sessionCount(b.id)]).toEqual([1, 1]);
  });

  it("refuses an assertion for another audience", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    refused(await answer(await validResponse(dni, { audience: "https://otro-portal.test/sp" })), /audience mismatch/);
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
    refused(await answer(expired), /No valid subject confirmation/);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("accepts an assertion once: the same response posted again is refused", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    const response = await validResponse(dni);
    expect((await answer(response)).res.headers.get("location")).toBe("/");
    refused(await answer(response), /InResponseTo is not valid/);
    // Even answering a new request of the portal, the captured assertion's id was spent.
    const assertionId = /<saml:Assertion [^>]*ID="([^"]+)"/.exec(response.xml)![1]!;
    refused(await answer(await validResponse(dni, { assertionId })), /ya usada/);
    expect(await sessionCount(user.id)).toBe(2);
  });

  it("refuses a response to no request of the portal, and one for another recipient", async () => {
    const dni = newDni();
    const user = await makeUser("ROLE_STUDENT", { dni });
    refused(
      await answer(await validResponse(dni, { inResponseTo: "_una-peticion-que-nadie-hizo" })),
      /InResponseTo is not valid/,
    );
    refused(await answer(await validResponse(dni, { recipient: "https://otro-portal.test/acs" })), /Recipient/);
    refused(await post("no es SAML", (await startSignIn()).cookie), /Not a valid XML/);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("sends a person who is no portal user, or two, to the no-access page and creates nothing", async () => {
    const nobody = await answer(await validResponse(newDni()));
    expect(nobody.status).toBe(303);
    expect(nobody.res.headers.get("location")).toBe("/sin-acceso");
    const shared = newDni();
    const [a, b] = await Promise.all([
      makeUser("ROLE_STUDENT", { dni: shared }),
      makeUser("ROLE_SECR", { dni: shared }),
    ]);
    const twice = await answer(await validResponse(shared));
    expect(twice.res.headers.get("location")).toBe("/sin-acceso");
    expect(twice.res.headers.getSetCookie()).toEqual([
      "__Host-portal.saml-request=; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=0",
    ]);
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
