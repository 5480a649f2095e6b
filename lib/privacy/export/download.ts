import type { Db } from "@/db";
import { env } from "@/lib/config";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { streamedZip } from "@/lib/files/zip-stream";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { buildPersonalDataExport } from "./build";
import { takeExportLease } from "./lease";
import type { Person } from "./types";

/** Who asks for the export: the person themself, or an administrator answering their access request. */
interface Requester {
  id: number;
}

const busyText = (own: boolean) =>
  own
    ? "Ya se está preparando una exportación de tus datos"
    : "Ya se está preparando una exportación de los datos de esta persona";

/** PRIVACY_EXPORTS_PER_DAY per UTC day: for the person's own exports, and for each administrator's of them. */
function dailyExports(own: boolean): RateLimitRule {
  const max = env("PRIVACY_EXPORTS_PER_DAY");
  const whose = own ? "tus datos" : "los datos de esta persona";
  return {
    name: "privacy-export",
    max,
    windowSeconds: 24 * 60 * 60,
    message: `Ya se han preparado hoy ${max} exportaciones de ${whose}, el máximo por día. Vuelve a intentarlo mañana.`,
  };
}

/**
 * The person's export as a download, `datos-personales-<externalId>.zip`, streamed: the zip is written
 * as the response is read, one stored file at a time. One export per person runs at a time (409), and
 * each requester has a daily allowance per person (429); a refused request costs no allowance, and the
 * lease is given back when the download ends, fails or the client goes away.
 */
export async function personalDataDownload(db: Db, person: Person, requester: Requester): Promise<FileDownload> {
  const own = requester.id === person.id;
  const lease = await takeExportLease(db, person.id, busyText(own));
  try {
    await consumeRateLimit(db, dailyExports(own), own ? `${person.id}` : `${person.id}:${requester.id}`);
    const entries = await buildPersonalDataExport(db, person);
    return new FileDownload(
      streamedZip(entries, () => lease.release()),
      `datos-personales-${person.externalId}.zip`,
      ZIP_MIME,
    );
  } catch (err) {
    await lease.release();
    throw err;
  }
}
