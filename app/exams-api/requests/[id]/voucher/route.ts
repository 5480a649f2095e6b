// GET /exams-api/requests/{id}/voucher — 'Justificante de reserva': the student's own booked exam, venue, code and attendance
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { voucherOf } from "@/lib/exams/voucher/queries";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/{id}/voucher",
  { params: idParams },
  async ({ db, user, params }) => voucherOf(db, user, params.id),
);
