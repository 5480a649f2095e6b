// GET /exams-api/requests/{id}/voucher/pdf — 'Justificante de reserva' as a verifiable PDF, the student's own
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { voucherPdf } from "@/lib/exams/voucher/pdf";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/{id}/voucher/pdf",
  { params: idParams },
  async ({ db, user, params }) => voucherPdf(db, user, params.id),
);
