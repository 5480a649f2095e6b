// GET /tfg-api/requests/{id}/pdf — the PDF of an ACCEPTED request (issued with a verification code), for its student or staff
import { tfgRequestOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { idParams } from "@/lib/validation/common";
import { requestPdf } from "@/lib/tfg/requests/pdf";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: idParams,
    readsPersonalData: { what: "TFG: solicitud de área temática en PDF", student: tfgRequestOwner },
  },
  async ({ db, user, params }) => requestPdf(db, user, params.id),
);
