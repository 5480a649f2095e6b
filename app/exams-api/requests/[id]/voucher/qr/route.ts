// GET /exams-api/requests/{id}/voucher/qr — the voucher's QR code (PNG), carrying only the booking code
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { voucherQr } from "@/lib/exams/voucher/queries";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  examsAccess,
  "GET /exams-api/requests/{id}/voucher/qr",
  { params: idParams },
  async ({ db, user, params }) => voucherQr(db, user, params.id),
);
