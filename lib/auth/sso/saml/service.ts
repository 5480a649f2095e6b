import type { Db } from "@/db";
import { NotFoundError } from "@/lib/api/errors";
import { readLimited } from "@/lib/api/request-body";
import { ssoConfig, type SamlConfig } from "../config";
import { consumeSamlResponse, type SamlOutcome } from "./acs";
import { serviceProvider, serviceProviderMetadata } from "./service-provider";

/** Where a refused SAML response lands: the entry page says the sign-in failed. */
export const SAML_REFUSED_PATH = "/?error=saml";

function samlConfig(): SamlConfig {
  const config = ssoConfig().saml;
  if (!config) throw new NotFoundError("El inicio de sesión por SAML no está configurado");
  return config;
}

export const spMetadataXml = () => serviceProviderMetadata(samlConfig());

/** The IdP's address with a signed AuthnRequest (HTTP-Redirect); the request id is kept for InResponseTo. */
export async function authnRequestUrl(db: Db): Promise<string> {
  return (await serviceProvider(db, samlConfig())).getAuthorizeUrlAsync("", undefined, {});
}

// A SAMLResponse with a few attributes is some kilobytes; SIR2's, with every attribute, well under this.
const ACS_BODY_LIMIT = { bytes: 256 * 1024 };

/** The outcome of the form the IdP posted (`application/x-www-form-urlencoded`, field `SAMLResponse`). */
export async function consumePostedResponse(db: Db, req: Request): Promise<SamlOutcome> {
  const config = samlConfig();
  const form = new URLSearchParams((await readLimited(req, ACS_BODY_LIMIT)).toString("utf8"));
  const outcome = await consumeSamlResponse(db, config, form.get("SAMLResponse") ?? "");
  if (outcome.kind === "refused") console.warn(`SAML: respuesta rechazada: ${outcome.reason}`);
  return outcome;
}
