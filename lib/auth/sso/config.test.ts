import { describe, expect, it } from "vitest";
import { ssoButtons } from "./buttons";
import { SIR2_ATTRIBUTES, ssoConfig } from "./config";

const OIDC = {
  OIDC_ISSUER: "https://idp.universidad.es/realms/campus/",
  OIDC_CLIENT_ID: "portal",
  OIDC_CLIENT_SECRET: "s",
};
const SAML = {
  SAML_IDP_METADATA: "https://hub.sir2.rediris.es/hub/metadata",
  SAML_IDP_METADATA_CERT: "sir2-metadata.crt",
  SAML_SP_CERT: "sp.crt",
  SAML_SP_KEY: "sp.key",
};

describe("ssoConfig", () => {
  it("is off without OIDC_ISSUER and SAML_IDP_METADATA: no buttons", () => {
    const config = ssoConfig({});
    expect(config).toMatchObject({ oidc: null, saml: null });
    expect(ssoButtons(config)).toEqual([]);
  });

  it("fills the OpenID Connect defaults", () => {
    expect(ssoConfig(OIDC).oidc).toEqual({
      issuer: "https://idp.universidad.es/realms/campus",
      clientId: "portal",
      clientSecret: "s",
      scopes: "openid profile email",
      userClaim: "preferred_username",
      match: "externalId",
    });
  });

  it("gives SAML SIR2's attributes, the DNI match, and the SP addresses from PUBLIC_URL", () => {
    expect(ssoConfig({ ...SAML, PUBLIC_URL: "https://portal.universidad.es/" }).saml).toEqual({
      idpMetadata: SAML.SAML_IDP_METADATA,
      idpMetadataCert: "sir2-metadata.crt",
      idpCert: null,
      entityId: "https://portal.universidad.es/api/auth/saml/metadata",
      acsUrl: "https://portal.universidad.es/api/auth/saml/acs",
      cert: "sp.crt",
      key: "sp.key",
      match: "dni",
      attributes: SIR2_ATTRIBUTES,
    });
  });

  it("refuses a half-configured protocol, naming what is missing or wrong", () => {
    expect(() => ssoConfig({ OIDC_ISSUER: "https://idp.universidad.es" })).toThrow(
      /OIDC_CLIENT_ID.*OIDC_CLIENT_SECRET/,
    );
    expect(() => ssoConfig({ ...OIDC, OIDC_MATCH: "nombre" })).toThrow(/OIDC_MATCH/);
    expect(() => ssoConfig({ SAML_IDP_METADATA: "idp.xml" })).toThrow(/SAML_SP_CERT.*SAML_SP_KEY/);
  });

  it("refuses downloaded metadata that nothing configured vouches for; a file needs nothing", () => {
    const { SAML_IDP_METADATA_CERT: _, ...unvouched } = SAML;
    expect(() => ssoConfig(unvouched)).toThrow(
      "Configuración de SAML no válida: SAML_IDP_METADATA: unos metadatos descargados se aceptan solo firmados por SAML_IDP_METADATA_CERT o con los certificados fijados en SAML_IDP_CERT: falta uno de los dos",
    );
    expect(ssoConfig({ ...unvouched, SAML_IDP_CERT: "idp.crt" }).saml).toMatchObject({ idpCert: "idp.crt" });
    expect(ssoConfig({ ...unvouched, SAML_IDP_METADATA: "/etc/portal/saml/idp.xml" }).saml).toMatchObject({
      idpMetadataCert: null,
      idpCert: null,
    });
  });

  it("refuses SAML on a portal served over http elsewhere than localhost: its browser cookie is Secure", () => {
    expect(() => ssoConfig({ ...SAML, PUBLIC_URL: "http://portal.universidad.es" })).toThrow(
      "Configuración de SAML no válida: PUBLIC_URL: SAML necesita https:// (o http://localhost en desarrollo), porque la cookie que ata cada inicio de sesión a su navegador es Secure",
    );
    for (const local of ["http://localhost:3000", "http://127.0.0.1:3312", "https://portal.universidad.es"]) {
      expect(ssoConfig({ ...SAML, PUBLIC_URL: local }).saml).not.toBeNull();
    }
  });

  it("labels one button per protocol with SSO_LABEL, naming the protocol when there are two", () => {
    expect(ssoButtons(ssoConfig({ ...OIDC, SSO_LABEL: "Entrar con UniCuenta" }))).toEqual([
      { protocol: "oidc", label: "Entrar con UniCuenta" },
    ]);
    expect(ssoButtons(ssoConfig({ ...OIDC, ...SAML })).map((b) => b.label)).toEqual([
      "Entrar con la cuenta de la universidad (OpenID Connect)",
      "Entrar con la cuenta de la universidad (SAML)",
    ]);
  });
  it("labels the buttons in the page's language unless SSO_LABEL names them", () => {
    expect(ssoButtons(ssoConfig(OIDC), "en")).toEqual([
      { protocol: "oidc", label: "Sign in with your university account" },
    ]);
    expect(ssoButtons(ssoConfig(SAML), "eu")).toEqual([
      { protocol: "saml", label: "Sartu unibertsitateko kontuarekin" },
    ]);
    expect(ssoButtons(ssoConfig({ ...OIDC, SSO_LABEL: "Entrar con UniCuenta" }), "en")).toEqual([
      { protocol: "oidc", label: "Entrar con UniCuenta" },
    ]);
  });
});
