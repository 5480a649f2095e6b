import { DOMParser } from "@xmldom/xmldom";

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

/** What the portal takes from the IdP's metadata: who it is, where to send people, and the certificates it signs with. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certs: string[];
  /** The root's `validUntil`: metadata past it is stale and refused when downloaded. */
  validUntil: Date | null;
}

/** Reads the IdP's EntityDescriptor (the first one with an IDPSSODescriptor, as in a one-IdP SIR2 hub file). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const idp = Array.from(doc.getElementsByTagNameNS(MD, "IDPSSODescriptor"))[0];
  const entity = idp?.parentNode as Element | null;
  if (!idp || !entity) throw new Error("Los metadatos del proveedor de identidad no describen ningún IdP");
  const sso = Array.from(idp.getElementsByTagNameNS(MD, "SingleSignOnService")).find(
    (s) => s.getAttribute("Binding") === REDIRECT_BINDING,
  );
  if (!sso) throw new Error("El proveedor de identidad no ofrece el binding HTTP-Redirect");
  const certs = Array.from(idp.getElementsByTagNameNS(MD, "KeyDescriptor"))
    .filter((k) => (k.getAttribute("use") ?? "signing") === "signing")
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, "X509Certificate")))
    .map((c) => (c.textContent ?? "").replace(/\s+/g, ""))
    .filter(Boolean);
  if (certs.length === 0) throw new Error("Los metadatos del proveedor de identidad no traen su certificado de firma");
  const validUntil = doc.documentElement?.getAttribute("validUntil");
  return {
    entityId: entity.getAttribute("entityID") ?? "",
    ssoUrl: sso.getAttribute("Location") ?? "",
    certs,
    validUntil: validUntil ? new Date(validUntil) : null,
  };
}
