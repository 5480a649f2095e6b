import path from "node:path";

// Ports of the SSO end-to-end run: the portal with SSO configured, and the two identity providers it trusts.
const PORTAL_PORT = Number(process.env.E2E_SSO_PORT ?? 3312);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3313);
const SAML_PORT = Number(process.env.E2E_SAML_PORT ?? 3314);
const root = path.resolve(import.meta.dirname, "../..");

/** One place for the addresses and secrets the portal, the IdPs and the specs share. */
export const SSO_E2E = {
  root,
  portalPort: PORTAL_PORT,
  portalUrl: `http://127.0.0.1:${PORTAL_PORT}`,
  // The IdPs answer on `localhost`, another site than the portal's 127.0.0.1, as a real IdP is.
  oidcPort: OIDC_PORT,
  oidcIssuer: `http://localhost:${OIDC_PORT}`,
  oidcClientId: "portal-de-servicios",
  oidcClientSecret: "secreto-del-cliente-de-prueba",
  samlPort: SAML_PORT,
  samlBaseUrl: `http://localhost:${SAML_PORT}/`,
  samlMetadataUrl: `http://127.0.0.1:${SAML_PORT}/saml2/idp/metadata.php`,
  spCertFile: path.join(root, "lib/testing/sso/sp-cert.pem"),
  spKeyFile: path.join(root, "lib/testing/sso/sp-key.pem"),
  idpCertFile: path.join(root, "lib/testing/sso/idp-cert.pem"),
  idpKeyFile: path.join(root, "lib/testing/sso/idp-key.pem"),
  /** Accounts of the SAML IdP (exampleauth:UserPass), password `clave`. */
  samlUsers: { student: "lucia", stranger: "forastero" },
};

/** The portal's SP identity, as its configuration derives it from PUBLIC_URL. */
export const SP_ENTITY_ID = `${SSO_E2E.portalUrl}/api/auth/saml/metadata`;
export const SP_ACS_URL = `${SSO_E2E.portalUrl}/api/auth/saml/acs`;
