import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { SignedXml } from "xml-crypto";

// A test IdP's key and certificate (made with openssl for these tests only), and the portal's as SP.
const here = path.dirname(new URL(import.meta.url).pathname);
export const IDP_KEY = readFileSync(path.join(here, "idp-key.pem"), "utf8");
export const IDP_CERT = readFileSync(path.join(here, "idp-cert.pem"), "utf8");
export const SP_KEY_FILE = path.join(here, "sp-key.pem");
export const SP_CERT_FILE = path.join(here, "sp-cert.pem");
export const IDP_ENTITY_ID = "https://idp.universidad.test/saml";

const certBody = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, "");
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** A metadata file for the test IdP, as SAML_IDP_METADATA names it. */
export function writeIdpMetadata(ssoUrl = "https://idp.universidad.test/sso"): string {
  const file = path.join(tmpdir(), `idp-metadata-${randomUUID()}.xml`);
  writeFileSync(
    file,
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${IDP_ENTITY_ID}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(IDP_CERT)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`,
  );
  return file;
}

/** The ID of the AuthnRequest carried by an HTTP-Redirect URL (`SAMLRequest`: deflated, base64). */
export function authnRequestId(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get("SAMLRequest")!;
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  return /\sID="([^"]+)"/.exec(xml)![1]!;
}

export interface AssertionSpec {
  inResponseTo: string;
  audience: string;
  recipient: string;
  attributes: Record<string, string>;
  notOnOrAfter?: Date;
  issueInstant?: Date;
  assertionId?: string;
}

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** A SAML Response whose assertion the test IdP signs (enveloped, RSA-SHA256, exclusive c14n), base64 as posted. */
export function signedSamlResponse(spec: AssertionSpec): { xml: string; base64: string } {
  const issued = spec.issueInstant ?? new Date();
  const until = spec.notOnOrAfter ?? new Date(issued.getTime() + 5 * 60_000);
  const attributes = Object.entries(spec.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join("");
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${spec.assertionId ?? `_${randomUUID()}`}" Version="2.0" IssueInstant="${iso(issued)}"><saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_${randomUUID()}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${spec.inResponseTo}" NotOnOrAfter="${iso(until)}" Recipient="${spec.recipient}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(new Date(issued.getTime() - 30_000))}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${spec.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(issued)}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
  const signer = new SignedXml({
    privateKey: IDP_KEY,
    publicCert: IDP_CERT,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
  });
  signer.computeSignature(assertion, { location: { reference: "//*[local-name(.)='Issuer']", action: "after" } });
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso(issued)}" Destination="${spec.recipient}" InResponseTo="${spec.inResponseTo}"><saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${signer.getSignedXml()}</samlp:Response>`;
  return { xml, base64: Buffer.from(xml).toString("base64") };
}
