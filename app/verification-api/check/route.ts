// POST /verification-api/check — anyone checks a PDF they hold (multipart, field `file`): issued by the portal and unaltered?
import { publicEndpoint } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/api/client-address";
import { VERIFICATION_PUBLIC_REASON } from "@/lib/verification/access";
import { CHECK_FILE_FIELD, MISSING_FILE } from "@/lib/verification/schemas";
import { checkFile } from "@/lib/verification/service";

export const POST = publicEndpoint(
  { reason: VERIFICATION_PUBLIC_REASON, upload: { field: CHECK_FILE_FIELD, missing: MISSING_FILE } },
  async ({ db, req, body }) => checkFile(db, body.file.bytes, clientAddress(req.headers)),
);
