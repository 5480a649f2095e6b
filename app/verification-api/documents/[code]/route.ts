// GET /verification-api/documents/{code} — anyone checks a document's code: kind, issue date, masked owner
import { publicEndpoint } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/api/client-address";
import { verificationAccess } from "@/lib/verification/access";
import { codeParams } from "@/lib/verification/schemas";
import { verifyCode } from "@/lib/verification/service";

export const GET = publicEndpoint(
  verificationAccess,
  "GET /verification-api/documents/{code}",
  { params: codeParams },
  ({ db, req, params }) => verifyCode(db, params.code, clientAddress(req.headers)),
);
