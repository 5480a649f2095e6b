import type { Db } from "@/db";
import { env } from "@/lib/config";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { streamedZip } from "@/lib/files/zip-stream";
import { TooManyRequestsError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { buildPersonalDataExport } from "./build";
import { takeExportLease } from "./lease";
import type { Person } from "./types";

/** Who asks for the export: the person themself, or an administrator answering their access request. */
interface Requester {
  id: number;
}

const busyText = (own: boolean) => msg(own ? "privacy.errors.busyOwn" : "privacy.errors.busyOther");

const limitText = (own: boolean, max: number) =>
  msg(own ? "privacy.errors.limitOwn" : "privacy.errors.limitOther", { max });

/** PRIVACY_EXPORTS_PER_DAY per UTC day: for the person's own exports, and for each administrator's of them. */
function dailyExports(own: boolean): RateLimitRule {
  const max = env("PRIVACY_EXPORTS_PER_DAY");
  return {
    name: "privacy-export",
    max,
    windowSeconds: 24 * 60 * 60,
    // The rule's own message is a string (lib/rate-limit); the 429 is said again below in the requester's language.
    message: translate("es", limitText(own, max)),
  };
}

/** Consumes the day's allowance; its 429 in the requester's language. */
async function consumeExport(db: Db, own: boolean, subject: string) {
  const rule = dailyExports(own);
  try {
    await consumeRateLimit(db, rule, subject);
  } catch (err) {
    if (err instanceof TooManyRequestsError)
      throw new TooManyRequestsError(limitText(own, rule.max), err.retryAfterSeconds);
    throw err;
  }
}

/**
 * The person's export as a download, `datos-personales-<externalId>.zip` (in `locale`, the requester's
 * language, as everything in it), streamed: the zip is written
 * as the response is read, one stored file at a time. One export per person runs at a time (409), and
 * each requester has a daily allowance per person (429); a refused request costs no allowance, and the
 * lease is given back when the download ends, fails or the client goes away.
 */
export async function personalDataDownload(
  db: Db,
  person: Person,
  requester: Requester,
  locale: Locale,
): Promise<FileDownload> {
  const own = requester.id === person.id;
  const lease = await takeExportLease(db, person.id, busyText(own));
  try {
    await consumeExport(db, own, own ? `${person.id}` : `${person.id}:${requester.id}`);
    const entries = await buildPersonalDataExport(db, person, locale);
    return new FileDownload(
      streamedZip(entries, () => lease.release()),
      translate(locale, msg("privacy.export.fileName", { externalId: person.externalId })),
      ZIP_MIME,
    );
  } catch (err) {
    await lease.release();
    throw err;
  }
}
