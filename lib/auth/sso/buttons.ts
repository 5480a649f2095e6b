import type { SsoConfig } from "./config";

/** The entry page's buttons: one per configured protocol, labelled by SSO_LABEL (with the protocol when there are two). */
export function ssoButtons(config: SsoConfig): { protocol: "oidc" | "saml"; label: string }[] {
  const both = config.oidc !== null && config.saml !== null;
  return [
    ...(config.oidc
      ? [{ protocol: "oidc" as const, label: both ? `${config.label} (OpenID Connect)` : config.label }]
      : []),
    ...(config.saml ? [{ protocol: "saml" as const, label: both ? `${config.label} (SAML)` : config.label }] : []),
  ];
}
