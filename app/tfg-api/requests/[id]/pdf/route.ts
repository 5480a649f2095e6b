// GET /tfg-api/requests/{id}/pdf — the PDF of an ACCEPTED request (issued with a verification code), for its student or staff
import { tfgRequestOwner } from "@/lib/access-log/students";
import { onId, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { requestPdf } from "@/lib/tfg/requests/pdf";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/{id}/pdf",
  reading({ what: "TFG: solicitud de área temática en PDF", student: tfgRequestOwner }, onId(idParams, requestPdf)),
);
