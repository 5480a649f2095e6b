// POST /notifications-api/templates/{id}/test — 'Enviar prueba': the template with sample values to the admin's own address
import { endpoint } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { queueTestMail } from "@/lib/notifications/test-mail";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint(
  notificationsAccess,
  "POST /notifications-api/templates/{id}/test",
  { params: idParams },
  async ({ db, user, params }) => queueTestMail(db, user, params.id),
);
