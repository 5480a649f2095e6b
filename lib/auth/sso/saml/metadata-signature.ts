import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";

const DS = "http://www.w3.org/2000/09/xmldsig#";

const signaturesOf = (root: Element) =>
  Array.from(root.childNodes)
    .filter((node): node is Element => node.nodeType === 1)
    .filter((element) => element.namespaceURI === DS && element.localName === "Signature");

/**
 * The metadata as its signer signed it, or an error saying why not. Only an enveloped signature over the
 * whole document counts: one ds:Signature child of the root, with one Reference, to the root, verified
 * with `cert` alone (the KeyInfo it carries is ignored). What is returned is xml-crypto's signed bytes,
 * never the document received, so that nothing outside the signature can slip in (signature wrapping).
 */
export function verifiedMetadataXml(received: string, cert: string): string {
  const xml = received.replace(/\r\n?/g, "\n");
  const root = new DOMParser().parseFromString(xml, "text/xml").documentElement;
  if (!root) throw new Error("los metadatos no son XML");
  const signatures = signaturesOf(root);
  if (signatures.length !== 1) {
    throw new Error(signatures.length === 0 ? "los metadatos no están firmados" : "los metadatos traen varias firmas");
  }
  const signature = new SignedXml({ publicCert: cert, getCertFromKeyInfo: () => null });
  signature.loadSignature(signatures[0]!);
  const references = signature.getReferences();
  const toRoot = [""].concat(root.hasAttribute("ID") ? [`#${root.getAttribute("ID")}`] : []);
  if (references.length !== 1 || !toRoot.includes(references[0]!.uri ?? "-")) {
    throw new Error("la firma de los metadatos no cubre el documento entero");
  }
  let valid: boolean;
  try {
    valid = signature.checkSignature(xml);
  } catch {
    valid = false;
  }
  const signed = valid ? signature.getSignedReferences() : [];
  if (signed.length !== 1) throw new Error("la firma de los metadatos no se verifica con SAML_IDP_METADATA_CERT");
  return signed[0]!;
}
