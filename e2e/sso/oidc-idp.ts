// The OpenID Connect provider of the SSO end-to-end tests: oidc-provider with one confidential client (the
// portal) and its development login and consent pages, where any login name is an account of that name.
import Provider from "oidc-provider";
import { SSO_E2E } from "./settings";

const provider = new Provider(SSO_E2E.oidcIssuer, {
  clients: [
    {
      client_id: SSO_E2E.oidcClientId,
      client_secret: SSO_E2E.oidcClientSecret,
      redirect_uris: [`${SSO_E2E.portalUrl}/api/auth/callback/oidc`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  claims: { openid: ["sub"], profile: ["preferred_username", "name"], email: ["email"] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({ sub, preferred_username: sub, name: sub, email: `${sub}@universidad.test` }),
  }),
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ["claves-de-las-cookies-del-idp-de-prueba"] },
});

provider.listen(SSO_E2E.oidcPort, () => console.log(`OIDC IdP en ${SSO_E2E.oidcIssuer}`));
