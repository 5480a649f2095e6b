import type { SamlConfig } from "../config";
import { parseIdpMetadata, type IdpMetadata } from "./idp-metadata";
import { verifiedMetadataXml } from "./metadata-signature";
import { derFingerprint, pem, pemFingerprints } from "./pem";

type Trust = Pick<SamlConfig, "idpMetadataCert" | "idpCert">;

/** Without the federation's signature, every signing certificate the metadata lists must be a pinned one. */
function pinned(metadata: IdpMetadata, idpCert: string): IdpMetadata {
  const trusted = pemFingerprints(idpCert);
  if (!metadata.certs.every((cert) => trusted.has(derFingerprint(cert)))) {
    throw new Error("los metadatos traen un certificado de firma que no está en SAML_IDP_CERT");
  }
  return metadata;
}

/**
 * Downloaded metadata as far as something configured vouches for it: the federation's signature
 * (SAML_IDP_METADATA_CERT; a certificate the IdP rotated in comes with it), else the certificates pinned in
 * SAML_IDP_CERT; and not past its `validUntil`. Anything else is an error saying why.
 */
export function trustedIdpMetadata(xml: string, trust: Trust, now = new Date()): IdpMetadata {
  const metadata = trust.idpMetadataCert
    ? parseIdpMetadata(verifiedMetadataXml(xml, pem(trust.idpMetadataCert)))
    : trust.idpCert
      ? pinned(parseIdpMetadata(xml), trust.idpCert)
      : null;
  if (!metadata) throw new Error("falta SAML_IDP_METADATA_CERT o SAML_IDP_CERT para aceptar metadatos descargados");
  if (metadata.validUntil && !(metadata.validUntil > now)) {
    throw new Error(`los metadatos caducaron (validUntil ${metadata.validUntil.toISOString()})`);
  }
  return metadata;
}
