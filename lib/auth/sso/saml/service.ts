import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import { readLimited } from "@/lib/api/request-body";
import { msg } from "@/lib/i18n/message";
import { logger } from "@/lib/ops/log";
import { ssoConfig, type SamlConfig } from "../config";
import { consumeSamlResponse, type SamlOutcome } from "./acs";
import { browserCookie, browserHash, browserSecretFor, browserSecretOf } from "./browser-binding";
import { serviceProvider, serviceProviderMetadata } from "./service-provider";

/** Where a refused SAML response lands: the entry page says the sign-in failed. */
export const SAML_REFUSED_PATH = "/?error=saml";

function samlConfig(): SamlConfig {
  const config = ssoConfig().saml;
  if (!config) throw new NotFoundError(msg("auth.sso.samlNotConfigured"));
  return config;
}

export const spMetadataXml = () => serviceProviderMetadata(samlConfig());

/**
 * Where the browser goes to sign in: the IdP, with a signed AuthnRequest (HTTP-Redirect) whose id is kept
 * with the hash of the cookie set here; or, without trusted IdP metadata, the entry page saying it failed.
 */
export async function startSignIn(db: Db, req: Request): Promise<{ location: string; cookie: string | null }> {
  const secret = browserSecretFor(req);
  const provider = await serviceProvider(db, samlConfig(), browserHash(secret)).catch((err: unknown) => {
    logger().warn({ reason: err instanceof Error ? err.message : String(err) }, "SAML: no se puede iniciar sesión");
    return null;
  });
  if (!provider) return { location: SAML_REFUSED_PATH, cookie: null };
  return { location: await provider.getAuthorizeUrlAsync("", undefined, {}), cookie: browserCookie(secret) };
}

// A SAMLResponse with a few attributes is some kilobytes; SIR2's, with every attribute, well under this.
const ACS_BODY_LIMIT = { bytes: 256 * 1024 };

/** The outcome of the form the IdP posted (`application/x-www-form-urlencoded`, field `SAMLResponse`). */
export async function consumePostedResponse(db: Db, req: Request): Promise<SamlOutcome> {
  const config = samlConfig();
  const form = new URLSearchParams((await readLimited(req, ACS_BODY_LIMIT)).toString("utf8"));
  const secret = browserSecretOf(req);
  const outcome = await consumeSamlResponse(db, config, form.get("SAMLResponse") ?? "", secret && browserHash(secret));
  if (outcome.kind === "refused") logger().warn({ reason: outcome.reason }, "SAML: respuesta rechazada");
  return outcome;
}
