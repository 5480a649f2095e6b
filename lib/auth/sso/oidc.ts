import type { OAuthConfig } from "next-auth/providers/oauth";
import type { TokenSet } from "openid-client";
import { getDb } from "@/lib/database";
import { signInUser } from "../sign-in";
import type { OidcConfig } from "./config";
import { matchPortalUser } from "./match-user";

type Claims = Record<string, unknown>;

/** The portal user behind the provider's claims gets a portal session; `sessionId` is null when nobody (or several) matched. */
export type OidcUser = { id: string; name: string | null; sessionId: string | null };

const asIdentifiers = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");

/**
 * An e-mail names a person only when the provider vouches for it: `email_verified` is true (some user info
 * endpoints send the string "true") and the value is that `email`, the address the claim is about.
 */
function verifiedEmails(claims: Claims, values: string[]): string[] {
  const verified = claims.email_verified === true || claims.email_verified === "true";
  if (!verified || typeof claims.email !== "string") return [];
  const email = claims.email.trim().toLowerCase();
  return values.filter((value) => value.trim().toLowerCase() === email);
}

/** The identifiers the person's claims give for the configured match. */
function identifiersOf(claims: Claims, config: OidcConfig): string[] {
  const values = asIdentifiers(claims[config.userClaim]);
  return config.match === "email" ? verifiedEmails(claims, values) : values;
}

/**
 * next-auth's generic OAuth provider `oidc` (callback `/api/auth/callback/oidc`): authorization code with
 * PKCE, state and nonce; the ID token is verified by openid-client, and the user info adds the claims a
 * provider keeps out of it.
 */
export function oidcProvider(config: OidcConfig, label: string): OAuthConfig<Claims> {
  return {
    id: "oidc",
    name: label,
    type: "oauth",
    wellKnown: `${config.issuer}/.well-known/openid-configuration`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: { params: { scope: config.scopes } },
    checks: ["pkce", "state", "nonce"],
    idToken: true,
    userinfo: {
      // next-auth hands over openid-client's TokenSet (its type says only the parameters); userinfo() checks its `sub`.
      async request({ client, tokens }) {
        const set = tokens as TokenSet;
        return { ...set.claims(), ...(set.access_token ? await client.userinfo(set) : {}) };
      },
    },
    async profile(claims): Promise<OidcUser> {
      const db = await getDb();
      const userId = await matchPortalUser(db, config.match, identifiersOf(claims, config));
      const session = userId === null ? null : await signInUser(db, userId, "oidc");
      return {
        id: String(claims.sub),
        name: session?.user.givenName ?? null,
        sessionId: session?.sessionId ?? null,
      };
    },
  };
}
