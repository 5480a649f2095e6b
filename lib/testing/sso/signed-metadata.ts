import { randomUUID } from "node:crypto";
import { SignedXml } from "xml-crypto";
import type { KeyPair } from "./self-signed";

export const certBody = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, "");

export interface MetadataSpec {
  /** The IdP's signing certificates (PEM). */
  certs: string[];
  ssoUrl?: string;
  validUntil?: Date;
}

/** An IdP's metadata as a federation publishes it: an EntityDescriptor with an ID, unsigned. */
export function idpMetadataXml({ certs, ssoUrl = "https://idp.universidad.test/sso", validUntil }: MetadataSpec) {
  const until = validUntil ? ` validUntil="${validUntil.toISOString()}"` : "";
  const keys = certs
    .map(
      (cert) =>
        `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join("");
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ID="_${randomUUID()}" entityID="https://idp.universidad.test/saml"${until}>
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** The metadata signed as SIR2 and SimpleSAMLphp sign theirs: enveloped, first child of the root, RSA-SHA256, exclusive c14n. */
export function signMetadata(xml: string, signer: KeyPair): string {
  const signature = new SignedXml({
    privateKey: signer.key,
    publicCert: signer.cert,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signature.addReference({
    xpath: "/*",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
  });
  signature.computeSignature(xml, { location: { reference: "/*", action: "prepend" } });
  return signature.getSignedXml();
}
