import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { env } from "@/lib/config";
import { publicUrl } from "@/lib/config/public-url";
import { servedOverHttps } from "./public-url";
import { authSecret } from "./secret";
import { endSession, exchangeLink, sessionTtlHours } from "./session-store";

// next-auth v4 builds its own URLs from NEXTAUTH_URL, or from the Host header when trusted.
if (env("PUBLIC_URL")) process.env.NEXTAUTH_URL ??= `${publicUrl()}/api/auth`;
else process.env.AUTH_TRUST_HOST ??= "true";

/** Over https the cookie is `__Host-`: Secure, Path=/, no Domain, so no subdomain can set or read it. */
export const sessionCookieName = () => (servedOverHttps() ? "__Host-portal.session-token" : "portal.session-token");

/**
 * next-auth keeps the portal session id in its encrypted JWT cookie; the id is checked
 * against the sessions table on every request, so logout and expiry take effect at once.
 */
export async function authOptions(): Promise<AuthOptions> {
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
          const session = await exchangeLink(db, credentials?.sessionId ?? "");
          if (!session) return null;
          const previous = await sessionIdFromCookieHeader((req?.headers?.cookie as string | undefined) ?? null);
          if (previous) await endSession(db, previous);
          return { id: session.user.externalId, name: session.user.givenName, sessionId: session.sessionId };
        },
      }),
    ],
    callbacks: {
      // next-auth keeps the URL it was called from in its callback-url cookie, and from a session link that
      // is the link itself: the portal only ever goes to its front page, so no cookie or redirect carries a link.
      redirect: ({ baseUrl }) => baseUrl,
      jwt({ token, user }) {
        if (user && "sessionId" in user) token.sid = user.sessionId as string;
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

/**
 * Logout: the session row is revoked before next-auth runs, so the cookie is dead even if next-auth
 * fails or swallows an error afterwards.
 */
export async function revokeCookieSession(req: Request): Promise<void> {
  const sessionId = await sessionIdFromCookieHeader(req.headers.get("cookie"));
  if (sessionId) await endSession(await getDb(), sessionId);
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
