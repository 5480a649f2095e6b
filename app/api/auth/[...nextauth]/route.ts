// /api/auth/* — next-auth's own sign-in (session link, OpenID Connect), CSRF and sign-out endpoints
import NextAuth from "next-auth";
import { libraryRoute } from "@/lib/api/endpoint";
import { authOptions, endReplacedSession, revokeCookieSession } from "@/lib/auth/next-auth";

const handler = libraryRoute("next-auth: the session link's sign-in and the logout", async (req, ctx) => {
  const path = new URL(req.url).pathname;
  if (req.method === "POST" && path.endsWith("/signout")) await revokeCookieSession(req);
  const res = await NextAuth(req as never, { params: await ctx.params } as never, await authOptions());
  if (path.endsWith("/callback/oidc")) await endReplacedSession(req, res);
  return res;
});

export { handler as GET, handler as POST };
