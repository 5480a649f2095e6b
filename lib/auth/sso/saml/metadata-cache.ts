import { readFile } from "node:fs/promises";
import { isPlainHttpUrl } from "@/lib/config/settings/sso";
import { logger } from "@/lib/ops/log";
import { isMetadataUrl, type SamlConfig } from "../config";
import { parseIdpMetadata, type IdpMetadata } from "./idp-metadata";
import { trustedIdpMetadata } from "./metadata-trust";

const REFRESH_MS = 60 * 60 * 1000;

async function download(url: string): Promise<string> {
  if (isPlainHttpUrl(url)) throw new Error("los metadatos se descargan solo por https://");
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`la descarga de los metadatos respondió ${res.status}`);
  return res.text();
}

/** A file is taken as it is: whoever can write it configures the portal anyway. A download must be vouched for. */
async function load(config: SamlConfig): Promise<IdpMetadata> {
  const source = config.idpMetadata.trim();
  if (!isMetadataUrl(source)) return parseIdpMetadata(await readFile(source, "utf8"));
  return trustedIdpMetadata(await download(source), config);
}

interface Entry {
  good?: IdpMetadata;
  checkedAt: number;
  loading?: Promise<IdpMetadata>;
}
const entries = new Map<string, Entry>();

async function refresh(entry: Entry, config: SamlConfig): Promise<IdpMetadata> {
  try {
    entry.good = await load(config);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (!entry.good) throw new Error(`No hay metadatos válidos del proveedor de identidad SAML: ${reason}`);
    // The IdP's addresses and certificates, never a person's data: the reason alone is logged.
    logger().warn({ reason }, "SAML: metadatos del IdP rechazados; se siguen usando los últimos válidos");
  }
  entry.checkedAt = Date.now();
  return entry.good;
}

/**
 * The IdP's metadata from SAML_IDP_METADATA, read again every hour so that a renewed certificate is picked
 * up. Metadata that fails its checks never replaces the last good one, which stays in use; with none yet,
 * the sign-in fails and the next one tries again.
 */
export function idpMetadata(config: SamlConfig): Promise<IdpMetadata> {
  const key = JSON.stringify([config.idpMetadata, config.idpMetadataCert, config.idpCert]);
  const entry = entries.get(key) ?? { checkedAt: 0 };
  entries.set(key, entry);
  if (entry.good && Date.now() - entry.checkedAt < REFRESH_MS) return Promise.resolve(entry.good);
  entry.loading ??= refresh(entry, config).finally(() => (entry.loading = undefined));
  return entry.loading;
}
