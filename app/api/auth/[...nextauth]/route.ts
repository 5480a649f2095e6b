// /api/auth/* — next-auth's own sign-in, CSRF and sign-out endpoints
import NextAuth from "next-auth";
import { libraryRoute } from "@/lib/api/endpoint";
import { authOptions, revokeCookieSession } from "@/lib/auth/next-auth";

const handler = libraryRoute("next-auth: the session link's sign-in and the logout", async (req, ctx) => {
  if (req.method === "POST" && new URL(req.url).pathname.endsWith("/signout")) await revokeCookieSession(req);
  return NextAuth(req as never, { params: await ctx.params } as never, await authOptions());
});

export { handler as GET, handler as POST };
