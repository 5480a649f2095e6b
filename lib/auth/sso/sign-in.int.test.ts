import { and, count, eq } from "drizzle-orm";
import type { Account, AuthOptions, User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { auditLog, sessions } from "@/db/schema";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { authOptions } from "../next-auth";
import { findSession } from "../session-store";
import { dniOf, matchPortalUser } from "./match-user";
import type { OidcUser } from "./oidc";

const OIDC_ENV = { OIDC_ISSUER: "https://idp.universidad.test", OIDC_CLIENT_ID: "portal", OIDC_CLIENT_SECRET: "s" };
beforeAll(() => void Object.assign(process.env, OIDC_ENV));
afterAll(() => Object.keys(OIDC_ENV).forEach((key) => delete process.env[key]));

async function sessionsOf(userId: number) {
  const [row] = await (await getDb()).select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row!.n);
}

describe("matchPortalUser", () => {
  it("matches by externalId, by e-mail whatever its case, and by DNI from SIR2's schacPersonalUniqueID", async () => {
    const db = await getDb();
    const dni = `${uniq().replace(/\D/g, "1").slice(0, 8).padEnd(8, "1")}T`;
    const user = await makeUser("ROLE_STUDENT", { dni, email: `Ana.${uniq()}@Universidad.test` });
    expect(await matchPortalUser(db, "externalId", [user.externalId])).toBe(user.id);
    const email = (await findSession(db, user.sessionId))!.user.email!;
    expect(await matchPortalUser(db, "email", [email.toUpperCase()])).toBe(user.id);
    expect(dniOf(`urn:schac:personalUniqueID:es:DNI:${dni.toLowerCase()}`)).toBe(dni);
    expect(await matchPortalUser(db, "dni", [`urn:schac:personalUniqueID:es:DNI:${dni}`])).toBe(user.id);
  });

  it("matches nobody when the identifier is unknown, empty, or names two users", async () => {
    const db = await getDb();
    const dni = `${uniq().replace(/\D/g, "2").slice(0, 8).padEnd(8, "2")}W`;
    await Promise.all([makeUser("ROLE_STUDENT", { dni }), makeUser("ROLE_INSTRUCTOR", { dni })]);
    expect(await matchPortalUser(db, "dni", [dni])).toBeNull();
    expect(await matchPortalUser(db, "externalId", [`nadie-${uniq()}`])).toBeNull();
    expect(await matchPortalUser(db, "externalId", ["", "  "])).toBeNull();
  });
});

describe("OpenID Connect sign-in (provider `oidc`)", () => {
  const oidc = async () => {
    const options: AuthOptions = await authOptions();
    const provider = options.providers.find((p) => p.id === "oidc") as OAuthConfig<Record<string, unknown>>;
    const signIn = (user: OidcUser) =>
      options.callbacks!.signIn!({ user: user as User, account: { provider: "oidc" } as Account });
    return { provider, signIn };
  };

  it("is the code flow with PKCE, state and nonce, on the issuer's discovery document", async () => {
    const { provider } = await oidc();
    expect(provider).toMatchObject({
      type: "oauth",
      checks: ["pkce", "state", "nonce"],
      idToken: true,
      wellKnown: "https://idp.universidad.test/.well-known/openid-configuration",
      authorization: { params: { scope: "openid profile email" } },
    });
  });

  it("opens a portal session for the user preferred_username names, with a SIGN_IN audit row", async () => {
    const { provider, signIn } = await oidc();
    const user = await makeUser("ROLE_COORD");
    const profile = (await provider.profile({ sub: "abc", preferred_username: user.externalId }, {})) as OidcUser;
    expect(await signIn(profile)).toBe(true);
    const session = await findSession(await getDb(), profile.sessionId!);
    expect(session?.user.id).toBe(user.id);
    const rows = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userExternalId, user.externalId), eq(auditLog.method, "SIGN_IN")));
    expect(rows).toMatchObject([{ targetId: "oidc", path: "/api/auth/callback/oidc", role: "ROLE_COORD" }]);
  });

  it("sends a person who is no portal user, or two, to the no-access page and creates nothing", async () => {
    const unknown = (await (
      await oidc()
    ).provider.profile({ sub: "x", preferred_username: `nadie-${uniq()}` }, {})) as OidcUser;
    expect(unknown.sessionId).toBeNull();
    expect(await (await oidc()).signIn(unknown)).toBe("/sin-acceso");
    process.env.OIDC_MATCH = "email";
    try {
      const email = `compartido-${uniq()}@universidad.test`;
      const [a, b] = await Promise.all([makeUser("ROLE_STUDENT", { email }), makeUser("ROLE_SECR", { email })]);
      const { provider, signIn } = await oidc();
      const claims = { sub: "y", preferred_username: email, email, email_verified: true };
      const twice = (await provider.profile(claims, {})) as OidcUser;
      expect(await signIn(twice)).toBe("/sin-acceso");
      expect([await sessionsOf(a.id), await sessionsOf(b.id)]).toEqual([1, 1]);
    } finally {
      delete process.env.OIDC_MATCH;
    }
  });

  it("matches by e-mail only an address the provider verified: email_verified true, and the value is that email", async () => {
    process.env.OIDC_MATCH = "email";
    try {
      const email = `verificada-${uniq()}@universidad.test`;
      const user = await makeUser("ROLE_STUDENT", { email });
      const { provider, signIn } = await oidc();
      const signedIn = async (claims: Record<string, unknown>) => {
        const profile = (await provider.profile({ sub: "z", preferred_username: email, ...claims }, {})) as OidcUser;
        return (await signIn(profile)) === true && profile.sessionId !== null;
      };
      for (const unverified of [{ email }, { email, email_verified: false }, { email, email_verified: "false" }]) {
        expect(await signedIn(unverified)).toBe(false);
      }
      // A verified address that is not the one the matched claim carries vouches for nothing.
      expect(await signedIn({ email: `otra-${uniq()}@universidad.test`, email_verified: true })).toBe(false);
      expect(await sessionsOf(user.id)).toBe(1);
      expect(await signedIn({ email: email.toUpperCase(), email_verified: true })).toBe(true);
      expect(await signedIn({ email, email_verified: "true" })).toBe(true);
      expect(await sessionsOf(user.id)).toBe(3);
    } finally {
      delete process.env.OIDC_MATCH;
    }
  });
});
