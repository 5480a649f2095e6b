// POST /verification-api/check — anyone checks a PDF they hold (multipart, field `file`): issued by the portal and unaltered?
import { publicEndpoint } from "@/lib/api/endpoint";
import { verificationAccess } from "@/lib/verification/access";
import { checkFileLimit, MISSING_FILE } from "@/lib/verification/limits";
import { CHECK_FILE_FIELD } from "@/lib/verification/schemas";
import { checkFile, verificationRateLimit } from "@/lib/verification/service";

export const POST = publicEndpoint(
  verificationAccess,
  "POST /verification-api/check",
  {
    rateLimit: verificationRateLimit,
    upload: { field: CHECK_FILE_FIELD, missing: MISSING_FILE, limit: checkFileLimit },
  },
  async ({ db, body, locale }) => checkFile(db, body.file.bytes, locale),
);
