// GET /enrollments-api/requests/{id}/pdf — the printable PDF of an enrolment (type R) request, with the SEPA mandate when paid by direct debit
import { enrollmentRequestOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { requestPdfDownload } from "@/lib/enrollments/requests/pdf";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests/{id}/pdf",
  {
    params: idParams,
    readsPersonalData: { what: "Matrícula: solicitud en PDF (con documento e IBAN)", student: enrollmentRequestOwner },
  },
  async ({ db, user, params }) => requestPdfDownload(db, user, params.id, "R"),
);
