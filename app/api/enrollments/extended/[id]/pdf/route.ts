// GET /enrollments-api/extended/{id}/pdf — the printable PDF of an extension (type A) request, with the SEPA mandate when paid by direct debit
import { endpoint } from "@/lib/api/endpoint";
import { requestPdfDownload } from "@/lib/enrollments/downloads";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  { roles: ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_SECR"], params: idParams },
  async ({ db, user, params }) => requestPdfDownload(db, user, params.id, "A"),
);
