// /api/auth/* — next-auth's own sign-in (session link, OpenID Connect), CSRF and sign-out endpoints
import NextAuth from "next-auth";
import { libraryRoute, type LibraryHandler } from "@/lib/api/endpoint";
import { authOptions, endReplacedSession, revokeCookieSession } from "@/lib/auth/next-auth";
import { sessionsAccess } from "@/lib/sessions/access";

const handler: LibraryHandler = async (req, ctx) => {
  const path = new URL(req.url).pathname;
  if (req.method === "POST" && path.endsWith("/signout")) await revokeCookieSession(req);
  const res = await NextAuth(req as never, { params: await ctx.params } as never, await authOptions());
  if (path.endsWith("/callback/oidc")) await endReplacedSession(req, res);
  return res;
};

export const GET = libraryRoute(sessionsAccess, "GET /api/auth/{...nextauth}", handler);
export const POST = libraryRoute(sessionsAccess, "POST /api/auth/{...nextauth}", handler);
