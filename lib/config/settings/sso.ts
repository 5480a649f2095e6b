import { oneOf, optionalText, url } from "../define";

const MATCH = ["externalId", "email", "dni"] as const;

/** Metadata read over plain http could be altered on the way, and it names the certificates the portal trusts. */
export const isPlainHttpUrl = (value: string) => /^\s*http:\/\//i.test(value);

const metadataSource = optionalText({
  meaning:
    "the SAML IdP's metadata: an https:// URL (SIR2's hub; read again every hour, accepted only when signed by `SAML_IDP_METADATA_CERT` or listing only the certificates pinned in `SAML_IDP_CERT`) or a file, taken as it is; set: sign-in with SAML is on",
});

// Single sign-on ("Single sign-on" in the README). Each protocol is on when its first variable is set;
// lib/auth/sso/config.ts then requires the rest of that protocol's variables.
export const ssoSettings = {
  SSO_LABEL: optionalText({
    meaning: "label of the entry page's sign-in button(s)",
    defaultText: "`Entrar con la cuenta de la universidad`",
  }),
  OIDC_ISSUER: url(["http", "https"], {
    meaning: "OpenID Connect provider's issuer URL; set: sign-in with OIDC is on",
  }),
  OIDC_CLIENT_ID: optionalText({ meaning: "the portal's client id at the OIDC provider" }),
  OIDC_CLIENT_SECRET: optionalText({ meaning: "the portal's client secret at the OIDC provider", secret: true }),
  OIDC_SCOPES: optionalText({ meaning: "scopes asked of the OIDC provider", defaultText: "`openid profile email`" }),
  OIDC_USER_CLAIM: optionalText({
    meaning: "the claim that identifies the person",
    defaultText: "`preferred_username`",
  }),
  OIDC_MATCH: oneOf(MATCH, "externalId", { meaning: "the portal user field the OIDC claim is compared with" }),
  SAML_IDP_METADATA: {
    ...metadataSource,
    schema: metadataSource.schema.refine((value) => value === undefined || !isPlainHttpUrl(value)),
    expects: "una URL https://… o la ruta de un fichero (http:// no: los metadatos deben llegar sin alterar)",
  },
  SAML_IDP_METADATA_CERT: optionalText({
    meaning:
      "the certificate the federation signs its metadata with (SIR2 publishes it), PEM text or a file path; set: metadata downloaded from `SAML_IDP_METADATA` is accepted only when its XML signature verifies with it",
  }),
  SAML_IDP_CERT: optionalText({
    meaning:
      "the IdP's signing certificate(s), pinned: PEM text or a file path, several certificates allowed; without `SAML_IDP_METADATA_CERT`, metadata downloaded from `SAML_IDP_METADATA` is accepted only when every signing certificate it lists is one of these",
  }),
  SAML_SP_ENTITY_ID: optionalText({
    meaning: "the portal's SAML entity id",
    defaultText: "`$PUBLIC_URL/api/auth/saml/metadata`",
  }),
  SAML_SP_CERT: optionalText({ meaning: "the portal's SAML signing certificate, PEM text or a file path" }),
  SAML_SP_KEY: optionalText({ meaning: "the portal's SAML signing key, PEM text or a file path", secret: true }),
  SAML_MATCH: oneOf(MATCH, "dni", { meaning: "the portal user field the SAML attribute is compared with" }),
  SAML_ATTRIBUTE_EXTERNAL_ID: optionalText({
    meaning: "SAML attribute with the person's identifier",
    defaultText: "eduPersonPrincipalName (`urn:oid:1.3.6.1.4.1.5923.1.1.1.6`)",
  }),
  SAML_ATTRIBUTE_EMAIL: optionalText({
    meaning: "SAML attribute with the e-mail",
    defaultText: "mail (`urn:oid:0.9.2342.19200300.100.1.3`)",
  }),
  SAML_ATTRIBUTE_DNI: optionalText({
    meaning: "SAML attribute with the DNI (`urn:schac:personalUniqueID:es:DNI:…`)",
    defaultText: "schacPersonalUniqueID (`urn:oid:1.3.6.1.4.1.25178.1.2.15`)",
  }),
};
