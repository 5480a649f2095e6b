// /api/auth/* — next-auth's own sign-in, CSRF and sign-out endpoints
import NextAuth from "next-auth";
import { libraryRoute } from "@/lib/api/endpoint";
import { authOptions } from "@/lib/auth/next-auth";

const handler = libraryRoute("next-auth: the session link's sign-in and the logout", async (req, ctx) =>
  NextAuth(req as never, { params: await ctx.params } as never, await authOptions()),
);

export { handler as GET, handler as POST };
