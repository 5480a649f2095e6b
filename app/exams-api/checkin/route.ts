// POST /exams-api/checkin — 'Control de acceso': a voucher's code or a DNI/NIE scanned at a venue's door
import { endpoint } from "@/lib/api/endpoint";
import { examsAccess } from "@/lib/exams/access";
import { checkIn } from "@/lib/exams/attendance/checkin";
import { checkinBody, type CheckinAnswer } from "@/lib/exams/attendance/schemas";

export const POST = endpoint(
  examsAccess,
  "POST /exams-api/checkin",
  {
    body: checkinBody,
    readsPersonalData: {
      what: "Exámenes: control de acceso",
      shown: (answer) => [(answer as CheckinAnswer).userId].filter((id): id is string => id !== null),
    },
  },
  async ({ db, user, body, locale }) => checkIn(db, user, body, locale),
);
