import { generateServiceProviderMetadata, SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import type { Db } from "@/db";
import type { SamlConfig } from "../config";
import { idpMetadata } from "./metadata-cache";
import { pem } from "./pem";
import { REQUEST_TTL_MS, requestIdStore } from "./request-ids";

/** Clock difference tolerated between the IdP and the portal. */
export const CLOCK_SKEW_MS = 60_000;

// SAML2int: a transient NameID; who the person is comes from the attributes.
const NAME_ID_FORMAT = "urn:oasis:names:tc:SAML:2.0:nameid-format:transient";

/**
 * The portal as a SAML 2.0 service provider (SAML2int): signed AuthnRequests over HTTP-Redirect, signed
 * assertions required, audience, time window and InResponseTo checked by node-saml against the IdP's
 * metadata; the recipient and the one-time use of each assertion are checked by the ACS. The request ids
 * it keeps and finds are those of one browser (`browserHash`, see browser-binding.ts).
 */
export async function serviceProvider(db: Db, config: SamlConfig, browserHash: string | null): Promise<SAML> {
  const idp = await idpMetadata(config);
  return new SAML({
    issuer: config.entityId,
    callbackUrl: config.acsUrl,
    entryPoint: idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.certs,
    audience: config.entityId,
    privateKey: pem(config.key),
    publicCert: pem(config.cert),
    signatureAlgorithm: "sha256",
    digestAlgorithm: "sha256",
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestIdStore(db, browserHash),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: NAME_ID_FORMAT,
    disableRequestedAuthnContext: true,
  });
}

/** The SP metadata to register in SIR2: entity id, ACS (HTTP-POST) and the signing certificate. */
export function serviceProviderMetadata(config: SamlConfig): string {
  return generateServiceProviderMetadata({
    issuer: config.entityId,
    callbackUrl: config.acsUrl,
    // With the private key node-saml declares the certificate for signing (AuthnRequestsSigned="true").
    privateKey: pem(config.key),
    publicCerts: pem(config.cert),
    identifierFormat: NAME_ID_FORMAT,
    wantAssertionsSigned: true,
  });
}
