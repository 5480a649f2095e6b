// GET /verification-api/documents/{code}/pdf — the original PDF as the portal issued it
import { publicEndpoint } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/api/client-address";
import { storedFileDownload } from "@/lib/files/store";
import { verificationAccess } from "@/lib/verification/access";
import { codeParams } from "@/lib/verification/schemas";
import { originalFileId } from "@/lib/verification/service";

export const GET = publicEndpoint(
  verificationAccess,
  "GET /verification-api/documents/{code}/pdf",
  { params: codeParams },
  async ({ db, req, params }) => {
    const { fileId, code } = await originalFileId(db, params.code, clientAddress(req.headers));
    return storedFileDownload(db, fileId, `documento-${code}.pdf`);
  },
);
