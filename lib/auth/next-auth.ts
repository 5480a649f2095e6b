import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { decode, encode } from "next-auth/jwt";
import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { env } from "@/lib/config";
import { publicUrl } from "@/lib/config/public-url";
import { servedOverHttps } from "./https";
import { authSecret } from "./secret";
import { endSession, exchangeLink, sessionTtlHours, type PortalSession } from "./session-store";
import { auditSignIn } from "./sign-in";
import { NO_ACCESS_PATH, ssoConfig } from "./sso/config";
import { oidcProvider } from "./sso/oidc";

// next-auth v4 builds its own URLs from NEXTAUTH_URL, or from the Host header when trusted.
if (env("PUBLIC_URL")) process.env.NEXTAUTH_URL ??= `${publicUrl()}/api/auth`;
else process.env.AUTH_TRUST_HOST ??= "true";

/** The portal session id a provider's user carries (`authorize()` of the link, `profile()` of OpenID Connect). */
const portalSessionOf = (user: object): string | null =>
  "sessionId" in user && typeof user.sessionId === "string" && user.sessionId ? user.sessionId : null;

/** Over https the cookie is `__Host-`: Secure, Path=/, no Domain, so no subdomain can set or read it. */
export const sessionCookieName = () => (servedOverHttps() ? "__Host-portal.session-token" : "portal.session-token");

/**
 * next-auth keeps the portal session id in its encrypted JWT cookie; the id is checked
 * against the sessions table on every request, so logout and expiry take effect at once.
 */
export async function authOptions(): Promise<AuthOptions> {
  const sso = ssoConfig();
  return {
    secret: await authSecret(),
    session: { strategy: "jwt", maxAge: sessionTtlHours() * 3600 },
    pages: { signIn: "/", error: "/" },
    useSecureCookies: servedOverHttps(),
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: servedOverHttps() },
      },
    },
    providers: [
      CredentialsProvider({
        id: "portal-session",
        name: "Enlace de sesión",
        credentials: { sessionId: { label: "Sesión", type: "text" } },
        // The link is spent and the cookie gets a fresh session id; a session this browser held before ends.
        async authorize(credentials, req) {
          const db = await getDb();
          const session = await db.transaction(async (tx) => {
            const exchanged = await exchangeLink(tx as unknown as Db, credentials?.sessionId ?? "");
            if (exchanged) await auditSignIn(tx as unknown as Db, exchanged.user, "link");
            return exchanged;
          });
          if (!session) return null;
          const previous = await sessionIdFromCookieHeader((req?.headers?.cookie as string | undefined) ?? null);
          if (previous) await endSession(db, previous);
          return { id: session.user.externalId, name: session.user.givenName, sessionId: session.sessionId };
        },
      }),
      ...(sso.oidc ? [oidcProvider(sso.oidc, sso.label)] : []),
    ],
    callbacks: {
      // The provider's profile() already matched the person and opened the portal session, or found nobody.
      signIn: ({ user, account }) => account?.provider !== "oidc" || portalSessionOf(user) !== null || NO_ACCESS_PATH,
      // next-auth keeps the URL it was called from in its callback-url cookie, and from a session link that
      // is the link itself: the portal only ever goes to its front page, so no cookie or redirect carries a link.
      redirect: ({ baseUrl }) => baseUrl,
      jwt({ token, user }) {
        const sessionId = user ? portalSessionOf(user) : null;
        if (sessionId) token.sid = sessionId;
        return token;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endSession(await getDb(), token.sid);
      },
    },
  };
}

/** The cookie next-auth itself would set for a portal session (the SAML sign-in, which does not go through next-auth). */
export async function sessionCookieFor(session: PortalSession): Promise<string> {
  const maxAge = sessionTtlHours() * 3600;
  const token = await encode({
    token: { sid: session.sessionId, sub: session.user.externalId, name: session.user.givenName },
    secret: await authSecret(),
    maxAge,
  });
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${sessionCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/**
 * Logout: the session row is revoked before next-auth runs, so the cookie is dead even if next-auth
 * fails or swallows an error afterwards.
 */
export async function revokeCookieSession(req: Request): Promise<void> {
  const sessionId = await sessionIdFromCookieHeader(req.headers.get("cookie"));
  if (sessionId) await endSession(await getDb(), sessionId);
}

/**
 * After an OpenID Connect callback that set a new session cookie, the session the browser held before
 * ends, as it does when a link is opened (the callback is a top-level GET, so the Lax cookie came along).
 */
export async function endReplacedSession(req: Request, res: Response): Promise<void> {
  const replaced = res.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName()}=`));
  const previous = replaced ? await sessionIdFromCookieHeader(req.headers.get("cookie")) : null;
  if (previous) await endSession(await getDb(), previous);
}

/** The portal session id carried by next-auth's cookie, if the cookie is present and genuine. */
export async function sessionIdFromCookieHeader(cookieHeader: string | null): Promise<string | null> {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${sessionCookieName()}=`))
    ?.slice(sessionCookieName().length + 1);
  if (!raw) return null;
  try {
    const token = await decode({ token: decodeURIComponent(raw), secret: await authSecret() });
    return typeof token?.sid === "string" ? token.sid : null;
  } catch {
    return null;
  }
}
