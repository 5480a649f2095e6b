import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { SSO_E2E } from "./e2e/sso/settings";

const tsx = "node node_modules/tsx/dist/cli.mjs";

// The single sign-on specs (e2e/sso-*.spec.ts) need a portal started with an identity provider configured,
// and the providers themselves: a server of their own, so the other specs' server stays as it is.
export default defineConfig({
  ...base,
  testMatch: /sso-.*\.spec\.ts$/,
  testIgnore: [],
  use: { ...base.use, baseURL: SSO_E2E.portalUrl },
  webServer: [
    {
      command: `${tsx} e2e/sso/oidc-idp.ts`,
      url: `${SSO_E2E.oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `${tsx} e2e/sso/saml-idp.ts`,
      url: SSO_E2E.samlMetadataUrl,
      // Its https certificate is made by the run; the portal trusts it through NODE_EXTRA_CA_CERTS.
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `rm -rf .data/e2e-sso/pglite && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${SSO_E2E.portalPort}`,
      url: `${SSO_E2E.portalUrl}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PGLITE_DIR: ".data/e2e-sso/pglite",
        DATABASE_URL: "",
        PORT: String(SSO_E2E.portalPort),
        PUBLIC_URL: SSO_E2E.portalUrl,
        OIDC_ISSUER: SSO_E2E.oidcIssuer,
        OIDC_CLIENT_ID: SSO_E2E.oidcClientId,
        OIDC_CLIENT_SECRET: SSO_E2E.oidcClientSecret,
        SAML_IDP_METADATA: SSO_E2E.samlMetadataUrl,
        SAML_IDP_METADATA_CERT: SSO_E2E.federationCertFile,
        NODE_EXTRA_CA_CERTS: SSO_E2E.tlsCertFile,
        SAML_SP_CERT: SSO_E2E.spCertFile,
        SAML_SP_KEY: SSO_E2E.spKeyFile,
      },
    },
  ],
});
