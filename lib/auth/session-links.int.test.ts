import { createRequire } from "node:module";
import path from "node:path";
import type { AuthOptions } from "next-auth";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { auditLog } from "@/db/schema";
import { proxy } from "@/proxy";
import { makeUser } from "@/lib/testing/fixtures";
import { authOptions, endReplacedSession, sessionCookieName } from "./next-auth";
import { findSession } from "./session-store";

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ sessionId: string } | null>;

async function signInWithLink(sessionId: string, cookie = "") {
  const provider = (await authOptions()).providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize({ sessionId }, { headers: { cookie } });
}

const cookieFor = async (sessionId: string) =>
  `${sessionCookieName()}=${await encode({ token: { sid: sessionId }, secret: process.env.NEXTAUTH_SECRET! })}`;

// next-auth's core, which its route handler feeds with the request's cookies (read through Next's request
// scope, absent here): the package does not export it, so it is loaded by its file.
interface AuthAnswer {
  body?: { csrfToken?: string };
  cookies?: { name: string; value: string }[];
  redirect?: string;
}
const { AuthHandler } = createRequire(import.meta.url)(
  path.join(path.dirname(createRequire(import.meta.url).resolve("next-auth")), "core"),
) as { AuthHandler: (params: { req: object; options: AuthOptions }) => Promise<AuthAnswer> };

/** The browser's exchange of a link, as next-auth's client makes it: the CSRF token, then the callback from the link's page. */
async function exchangeThroughNextAuth(linkId: string) {
  const options = await authOptions();
  const req = { headers: { host: "localhost:3000", "x-forwarded-proto": "http" }, query: {}, body: {} };
  const csrf = await AuthHandler({ req: { ...req, action: "csrf", method: "GET", cookies: {} }, options });
  const csrfCookie = csrf.cookies!.find((c) => c.name === "next-auth.csrf-token")!;
  return AuthHandler({
    req: {
      ...req,
      action: "callback",
      providerId: "portal-session",
      method: "POST",
      cookies: { [csrfCookie.name]: csrfCookie.value },
      body: {
        sessionId: linkId,
        csrfToken: csrf.body!.csrfToken,
        callbackUrl: `http://localhost:3000/${linkId}`,
        json: "true",
      },
    },
    options,
  });
}

afterEach(() => {
  delete process.env.PUBLIC_URL;
});

describe("session links", () => {
  it("sign in gives the cookie a fresh session id and spends the link", async () => {
    const db = await getDb();
    const user = await makeUser("ROLE_STUDENT");
    const signedIn = await signInWithLink(user.sessionId);
    expect(signedIn!.sessionId).not.toBe(user.sessionId);
    expect((await findSession(db, signedIn!.sessionId))?.user.id).toBe(user.id);
    expect(await findSession(db, user.sessionId)).toBeNull();
    expect(await signInWithLink(user.sessionId)).toBeNull();
  });

  it("a link sign-in writes a SIGN_IN audit row with the method `link`; a spent link writes none", async () => {
    const db = await getDb();
    const user = await makeUser("ROLE_SECR");
    await signInWithLink(user.sessionId);
    await signInWithLink(user.sessionId);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userExternalId, user.externalId), eq(auditLog.method, "SIGN_IN")));
    expect(rows).toMatchObject([{ targetId: "link", path: "/api/auth/callback/portal-session", role: "ROLE_SECR" }]);
  });

  it("signing in with another link ends the session the browser held", async () => {
    const db = await getDb();
    const [a, b] = await Promise.all([makeUser("ROLE_STUDENT"), makeUser("ROLE_SECR")]);
    const first = await signInWithLink(a.sessionId);
    await signInWithLink(b.sessionId, await cookieFor(first!.sessionId));
    expect(await findSession(db, first!.sessionId)).toBeNull();
  });

  it("an OpenID Connect callback that sets a new session cookie ends the one the browser held; a refused one does not", async () => {
    const db = await getDb();
    const held = await makeUser("ROLE_SECR");
    const callback = async () =>
      new Request("http://localhost:3000/api/auth/callback/oidc?code=x&state=y", {
        headers: { cookie: await cookieFor(held.sessionId) },
      });
    await endReplacedSession(await callback(), new Response(null, { status: 302, headers: { location: "/?error=x" } }));
    expect(await findSession(db, held.sessionId)).not.toBeNull();
    const signedIn = new Response(null, {
      status: 302,
      headers: { "set-cookie": `${sessionCookieName()}=nuevo; Path=/` },
    });
    await endReplacedSession(await callback(), signedIn);
    expect(await findSession(db, held.sessionId)).toBeNull();
  });

  it("after the exchange no cookie and no redirect carries the link", async () => {
    const user = await makeUser("ROLE_STUDENT");
    const answer = await exchangeThroughNextAuth(user.sessionId);
    expect(answer.cookies!.map((c) => c.name)).toContain(sessionCookieName());
    expect(answer.cookies!.filter((c) => c.value.includes(user.sessionId))).toEqual([]);
    expect(answer.redirect).toBe("http://localhost:3000");
  });

  it("logout revokes the session row even when next-auth then fails", async () => {
    const db = await getDb();
    const user = await makeUser("ROLE_SECR");
    const req = new Request("http://localhost:3000/api/auth/signout", {
      method: "POST",
      headers: {
        cookie: await cookieFor(user.sessionId),
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
      },
      body: "csrfToken=falso",
    });
    // Outside a Next request next-auth cannot even read its cookies: whatever it does, the row is gone.
    await nextAuthPost(req, { params: Promise.resolve({ nextauth: ["signout"] }) }).catch(() => undefined);
    expect(await findSession(db, user.sessionId)).toBeNull();
  });

  it("over https the cookie is __Host- and Secure, and HSTS is sent", async () => {
    expect(proxy(new NextRequest("http://portal.test/")).headers.get("strict-transport-security")).toBeNull();
    process.env.PUBLIC_URL = "https://portal.universidad.es";
    const options = await authOptions();
    expect(options.cookies?.sessionToken).toMatchObject({
      name: "__Host-portal.session-token",
      options: { secure: true, path: "/" },
    });
    expect(options.useSecureCookies).toBe(true);
    expect(proxy(new NextRequest("http://portal.test/")).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });
});
