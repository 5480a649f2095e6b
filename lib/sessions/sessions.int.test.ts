import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as describeSession } from "@/app/tfg-api/sessions/session/[sessionId]/route";
import { POST as createSession } from "@/app/api/sessions/route";
import { getDb } from "@/lib/database";
import { sessions } from "@/db/schema";
import { endSession, hashSessionId, SESSION_ID_PATTERN } from "@/lib/auth/session-store";
import { call, makeUser } from "@/lib/testing/fixtures";

const whoAmI = (sessionId: string, as = { sessionId }) => call("GET", describeSession, { as, params: { sessionId } });

describe("GET /tfg-api/sessions/session/{sessionId}", () => {
  it("answers the role and identity for the session's own bearer", async () => {
    const user = await makeUser("ROLE_COORD");
    const res = await whoAmI(user.sessionId);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      role: "ROLE_COORD",
      user: {
        externalId: user.externalId,
        givenName: "Prueba",
        familyName: expect.any(String),
        email: expect.any(String),
      },
    });
  });

  it("answers 401 for an unknown, expired or ended session", async () => {
    expect((await whoAmI("x".repeat(43))).status).toBe(401);
    const db = await getDb();
    const expired = await makeUser("ROLE_STUDENT");
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionId(expired.sessionId)));
    expect((await whoAmI(expired.sessionId)).status).toBe(401);
    const ended = await makeUser("ROLE_STUDENT");
    await endSession(db, ended.sessionId);
    expect((await whoAmI(ended.sessionId)).status).toBe(401);
  });

  it("does not describe somebody else's session", async () => {
    const a = await makeUser("ROLE_STUDENT");
    const b = await makeUser("ROLE_ADMIN");
    expect((await whoAmI(b.sessionId, a)).status).toBe(403);
  });

  it("stores only a hash of the 256-bit session id", async () => {
    const user = await makeUser("ROLE_STUDENT");
    expect(user.sessionId).toMatch(SESSION_ID_PATTERN);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionId(user.sessionId)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(user.sessionId);
  });
});

describe("POST /api/sessions (single sign-on)", () => {
  afterEach(() => {
    delete process.env.PORTAL_API_KEY;
  });

  const sso = (externalId: string, key?: string) =>
    call("POST", createSession, { json: { externalId }, headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("is disabled without PORTAL_API_KEY", async () => {
    const user = await makeUser("ROLE_STUDENT");
    expect((await sso(user.externalId, "anything")).status).toBe(404);
  });

  it("creates a working session with the right key only", async () => {
    process.env.PORTAL_API_KEY = "clave-de-prueba";
    const user = await makeUser("ROLE_SECR");
    expect((await sso(user.externalId, "otra")).status).toBe(401);
    expect((await sso(user.externalId)).status).toBe(401);
    expect((await sso("nadie-con-este-id", "clave-de-prueba")).status).toBe(404);
    const res = await sso(user.externalId, "clave-de-prueba");
    expect(res.status).toBe(201);
    expect(res.data.url).toBe(`http://localhost:3000/${res.data.sessionId}`);
    expect((await whoAmI(res.data.sessionId)).data.role).toBe("ROLE_SECR");
  });
});

describe("POST /api/sessions in the language of the request", () => {
  const offered = process.env.PORTAL_LOCALES;
  afterEach(() => {
    delete process.env.PORTAL_API_KEY;
    if (offered === undefined) delete process.env.PORTAL_LOCALES;
    else process.env.PORTAL_LOCALES = offered;
  });

  const refusal = async (locales: string, acceptLanguage: string) => {
    process.env.PORTAL_LOCALES = locales;
    process.env.PORTAL_API_KEY = "clave-de-prueba";
    const user = await makeUser("ROLE_STUDENT");
    return call("POST", createSession, {
      json: { externalId: user.externalId },
      headers: { authorization: "Bearer otra", "accept-language": acceptLanguage },
    });
  };

  it("refuses a wrong key in English with Accept-Language: en", async () => {
    const res = await refusal("es,en", "en-GB,en;q=0.9,es;q=0.5");
    expect(res.status).toBe(401);
    expect(res.data.message).toBe("Invalid API key");
  });

  it("keeps Spanish where the language asked for is not offered", async () => {
    expect((await refusal("es", "en")).data.message).toBe("Clave de API no válida");
  });
});
