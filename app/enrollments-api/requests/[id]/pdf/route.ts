// GET /enrollments-api/requests/{id}/pdf — the printable PDF of an enrolment (type R) request, with the SEPA mandate when paid by direct debit
import { enrollmentRequestOwner } from "@/lib/access-log/students";
import { onId, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { requestPdfDownload } from "@/lib/enrollments/requests/pdf";
import { idParams } from "@/lib/validation/common";

const read = { what: "Matrícula: solicitud en PDF (con documento e IBAN)", student: enrollmentRequestOwner };

export const GET = endpoint(
  enrollmentsAccess,
  "GET /enrollments-api/requests/{id}/pdf",
  reading(read, onId(idParams, requestPdfDownload, "R")),
);
