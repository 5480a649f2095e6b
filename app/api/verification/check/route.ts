// POST /verification-api/check — anyone checks a PDF they hold (multipart, field `file`): issued by the portal and unaltered?
import { publicEndpoint } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/api/client-address";
import { multipartUpload } from "@/lib/files/limits";
import { fileFromForm } from "@/lib/files/store";
import { VERIFICATION_PUBLIC_REASON } from "@/lib/verification/access";
import { CHECK_FILE_FIELD, MISSING_FILE } from "@/lib/verification/schemas";
import { checkFile } from "@/lib/verification/service";

export const POST = publicEndpoint(
  { reason: VERIFICATION_PUBLIC_REASON, multipart: true, bodyLimit: multipartUpload },
  async ({ db, req, body }) => {
    const { bytes } = await fileFromForm(body, CHECK_FILE_FIELD, MISSING_FILE);
    return checkFile(db, bytes, clientAddress(req.headers));
  },
);
