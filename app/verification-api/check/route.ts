// POST /verification-api/check — anyone checks a PDF they hold (multipart, field `file`): issued by the portal and unaltered?
import { publicEndpoint } from "@/lib/api/endpoint";
import { VERIFICATION_PUBLIC_REASON } from "@/lib/verification/access";
import { CHECK_FILE_FIELD, checkFileLimit, MISSING_FILE } from "@/lib/verification/schemas";
import { checkFile, verificationRateLimit } from "@/lib/verification/service";

export const POST = publicEndpoint(
  {
    reason: VERIFICATION_PUBLIC_REASON,
    rateLimit: verificationRateLimit,
    upload: { field: CHECK_FILE_FIELD, missing: MISSING_FILE, limit: checkFileLimit },
  },
  async ({ db, body }) => checkFile(db, body.file.bytes),
);
