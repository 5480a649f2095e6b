import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import type { SsoConfig } from "./config";

/**
 * The entry page's buttons: one per configured protocol, labelled by SSO_LABEL, else the default label in `locale`
 * (with the protocol when there are two).
 */
export function ssoButtons(config: SsoConfig, locale: Locale = "es"): { protocol: "oidc" | "saml"; label: string }[] {
  const label = config.customLabel ? config.label : translator(locale, "auth")("sso.defaultLabel");
  const both = config.oidc !== null && config.saml !== null;
  return [
    ...(config.oidc ? [{ protocol: "oidc" as const, label: both ? `${label} (OpenID Connect)` : label }] : []),
    ...(config.saml ? [{ protocol: "saml" as const, label: both ? `${label} (SAML)` : label }] : []),
  ];
}
