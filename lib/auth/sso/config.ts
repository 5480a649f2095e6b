import { z } from "@/lib/validation/z";
import { publicUrl } from "@/lib/config/public-url";
import { translator } from "@/lib/i18n/translate";

/** Which portal user field the provider's identifier is compared with. */
export const MATCH_FIELDS = ["externalId", "email", "dni"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** SIR2's attribute names (SAML2int, `urn:oid` names): eduPersonPrincipalName, mail, schacPersonalUniqueID. */
export const SIR2_ATTRIBUTES = {
  externalId: "urn:oid:1.3.6.1.4.1.5923.1.1.1.6",
  email: "urn:oid:0.9.2342.19200300.100.1.3",
  dni: "urn:oid:1.3.6.1.4.1.25178.1.2.15",
} as const satisfies Record<MatchField, string>;

const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const required = (name: string) => z.string().trim().min(1, `Falta ${name}`);

// Each protocol is on when its first variable is set; the rest are then checked.
const oidcEnv = z.object({
  OIDC_ISSUER: z.url({ message: "OIDC_ISSUER debe ser una URL" }).transform((v) => v.replace(/\/+$/, "")),
  OIDC_CLIENT_ID: required("OIDC_CLIENT_ID"),
  OIDC_CLIENT_SECRET: required("OIDC_CLIENT_SECRET"),
  OIDC_SCOPES: optional.default("openid profile email"),
  OIDC_USER_CLAIM: optional.default("preferred_username"),
  OIDC_MATCH: z.enum(MATCH_FIELDS).default("externalId"),
});

/** SAML_IDP_METADATA names a download (https; http is refused by the settings check), else a file. */
export const isMetadataUrl = (source: string) => /^\s*https?:\/\//i.test(source);

// The cookie binding a SAML sign-in to its browser is Secure: browsers keep it over https, and over http on localhost.
const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
const secureContext = (base: string) => base.startsWith("https://") || LOCAL_HOSTS.includes(new URL(base).hostname);

const samlEnv = z
  .object({
    SAML_IDP_METADATA: required("SAML_IDP_METADATA"),
    SAML_IDP_METADATA_CERT: optional,
    SAML_IDP_CERT: optional,
    SAML_SP_ENTITY_ID: optional,
    SAML_SP_CERT: required("SAML_SP_CERT"),
    SAML_SP_KEY: required("SAML_SP_KEY"),
    SAML_MATCH: z.enum(MATCH_FIELDS).default("dni"),
    SAML_ATTRIBUTE_EXTERNAL_ID: optional.default(SIR2_ATTRIBUTES.externalId),
    SAML_ATTRIBUTE_EMAIL: optional.default(SIR2_ATTRIBUTES.email),
    SAML_ATTRIBUTE_DNI: optional.default(SIR2_ATTRIBUTES.dni),
  })
  .refine((e) => !isMetadataUrl(e.SAML_IDP_METADATA) || e.SAML_IDP_METADATA_CERT || e.SAML_IDP_CERT, {
    path: ["SAML_IDP_METADATA"],
    message:
      "unos metadatos descargados se aceptan solo firmados por SAML_IDP_METADATA_CERT o con los certificados fijados en SAML_IDP_CERT: falta uno de los dos",
  });

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  userClaim: string;
  match: MatchField;
}

export interface SamlConfig {
  /** An https URL or a file with the IdP's metadata (SIR2's hub). */
  idpMetadata: string;
  /** What vouches for downloaded metadata (PEM text or a file): the federation's signature, else the pinned IdP certificates. */
  idpMetadataCert: string | null;
  idpCert: string | null;
  entityId: string;
  acsUrl: string;
  /** PEM text, or the path of a PEM file. */
  cert: string;
  key: string;
  match: MatchField;
  attributes: Record<MatchField, string>;
}

export interface SsoConfig {
  /** SSO_LABEL, else the default label in Spanish ('Entrar con la cuenta de la universidad'). */
  label: string;
  /** Whether SSO_LABEL names the buttons; if not, they are labelled in the page's language (lib/auth/sso/buttons.ts). */
  customLabel: boolean;
  oidc: OidcConfig | null;
  saml: SamlConfig | null;
}

type Env = Readonly<Record<string, string | undefined>>;

function parse<T>(schema: z.ZodType<T>, env: Env, protocol: string): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; ");
  throw new Error(`Configuración de ${protocol} no válida: ${problems}`);
}

/** The single sign-on configuration from the environment; a half-configured protocol is an error, not silence. */
export function ssoConfig(env: Env = process.env): SsoConfig {
  const base = publicUrl(env);
  const oidc = env.OIDC_ISSUER ? parse(oidcEnv, env, "OpenID Connect") : null;
  const saml = env.SAML_IDP_METADATA ? parse(samlEnv, env, "SAML") : null;
  if (saml && !secureContext(base)) {
    throw new Error(
      "Configuración de SAML no válida: PUBLIC_URL: SAML necesita https:// (o http://localhost en desarrollo), porque la cookie que ata cada inicio de sesión a su navegador es Secure",
    );
  }
  return {
    label: env.SSO_LABEL?.trim() || translator("es", "auth")("sso.defaultLabel"),
    customLabel: !!env.SSO_LABEL?.trim(),
    oidc: oidc && {
      issuer: oidc.OIDC_ISSUER,
      clientId: oidc.OIDC_CLIENT_ID,
      clientSecret: oidc.OIDC_CLIENT_SECRET,
      scopes: oidc.OIDC_SCOPES,
      userClaim: oidc.OIDC_USER_CLAIM,
      match: oidc.OIDC_MATCH,
    },
    saml: saml && {
      idpMetadata: saml.SAML_IDP_METADATA,
      idpMetadataCert: saml.SAML_IDP_METADATA_CERT ?? null,
      idpCert: saml.SAML_IDP_CERT ?? null,
      entityId: saml.SAML_SP_ENTITY_ID ?? `${base}/api/auth/saml/metadata`,
      acsUrl: `${base}/api/auth/saml/acs`,
      cert: saml.SAML_SP_CERT,
      key: saml.SAML_SP_KEY,
      match: saml.SAML_MATCH,
      attributes: {
        externalId: saml.SAML_ATTRIBUTE_EXTERNAL_ID,
        email: saml.SAML_ATTRIBUTE_EMAIL,
        dni: saml.SAML_ATTRIBUTE_DNI,
      },
    },
  };
}

/** Where a person goes whose university account matches no portal user, or several. */
export const NO_ACCESS_PATH = "/sin-acceso";
