import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { authSecret } from "./secret";
import { endSession, findSession, sessionTtlHours } from "./session-store";

export const SESSION_COOKIE = "portal.session-token";

// next-auth v4 builds its own URLs from NEXTAUTH_URL, or from the Host header when trusted.
if (process.env.PUBLIC_URL) process.env.NEXTAUTH_URL ??= `${process.env.PUBLIC_URL.replace(/\/+$/, "")}/api/auth`;
else process.env.AUTH_TRUST_HOST ??= "true";
const secureCookies = () => (process.env.PUBLIC_URL ?? "").startsWith("https://");

/**
 * next-auth keeps the portal session id in its encrypted JWT cookie; the id is checked
 * against the sessions table on every request, so logout and expiry take effect at once.
 */
export async function authOptions(): Promise<AuthOptions> {
  return {
    secret: await authSecret(),
    session: { strategy: "jwt", maxAge: sessionTtlHours() * 3600 },
    pages: { signIn: "/", error: "/" },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() },
      },
    },
    providers: [
      CredentialsProvider({
        id: "portal-session",
        name: "Enlace de sesión",
        credentials: { sessionId: { label: "Sesión", type: "text" } },
        async authorize(credentials) {
          const session = await findSession(await getDb(), credentials?.sessionId ?? "");
          if (!session) return null;
          return { id: session.user.externalId, name: session.user.givenName, sessionId: session.sessionId };
        },
      }),
    ],
    callbacks: {
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

/** The portal session id carried by next-auth's cookie, if the cookie is present and genuine. */
export async function sessionIdFromCookieHeader(cookieHeader: string | null): Promise<string | null> {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const token = await decode({ token: decodeURIComponent(raw), secret: await authSecret() });
    return typeof token?.sid === "string" ? token.sid : null;
  } catch {
    return null;
  }
}
