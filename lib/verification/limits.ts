// Server only: the texts of the file check's upload, body limit and rate limit.
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

/*
 * lib/files/upload.ts, lib/rate-limit and lib/api/request-body.ts take no catalogue key yet, so these
 * are the catalogue's Spanish texts (messages/es/verification.json); once they take one, pass the keys.
 */
export const MISSING_FILE = translate("es", msg("verification.errors.missingFile"));
export const RATE_LIMITED = translate("es", msg("verification.errors.rateLimited"));

/**
 * The largest body the file check reads, before any upload limit: the portal's documents are text in a
 * subset font (a table of 3,000 rows renders under 600 kB).
 */
export const checkFileLimit = () => ({
  bytes: 2 * 1024 * 1024,
  message: translate("es", msg("verification.errors.tooLarge")),
});
