import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";

/** A PEM given inline (SAML_SP_CERT, SAML_IDP_CERT, …) or as the path of its file. */
export const pem = (value: string) => (value.includes("-----BEGIN") ? value : readFileSync(value, "utf8"));

/** The SHA-256 fingerprints of every certificate in a PEM (a pinned set may hold the current and the next). */
export function pemFingerprints(value: string): Set<string> {
  const blocks = pem(value).match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return new Set(blocks.map((block) => new X509Certificate(block).fingerprint256));
}

/** The fingerprint of a certificate as metadata carries it (ds:X509Certificate, base64 DER). */
export const derFingerprint = (base64: string) => new X509Certificate(Buffer.from(base64, "base64")).fingerprint256;
