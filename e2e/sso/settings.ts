import path from "node:path";

// Ports of the SSO end-to-end run: the portal with SSO configured, and the two identity providers it trusts.
const PORTAL_PORT = Number(process.env.E2E_SSO_PORT ?? 3312);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3313);
const SAML_PORT = Number(process.env.E2E_SAML_PORT ?? 3314);
const SAML_TLS_PORT = Number(process.env.E2E_SAML_TLS_PORT ?? 3315);
const root = path.resolve(import.meta.dirname, "../..");
// Keys made afresh by each run (e2e/sso/saml-idp.ts), before the portal starts.
const pki = path.join(root, ".data/e2e-sso/pki");

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
  samlTlsPort: SAML_TLS_PORT,
  /** The IdP's metadata, signed by the "federation" key, over https (nginx in front of SimpleSAMLphp). */
  samlMetadataUrl: `https://127.0.0.1:${SAML_TLS_PORT}/saml2/idp/metadata.php`,
  pkiDir: pki,
  federationKeyFile: path.join(pki, "federation-key.pem"),
  federationCertFile: path.join(pki, "federation-cert.pem"),
  /** The https certificate of the metadata's address, which the portal trusts through NODE_EXTRA_CA_CERTS. */
  tlsKeyFile: path.join(pki, "tls-key.pem"),
  tlsCertFile: path.join(pki, "tls-cert.pem"),
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
