// POST /notifications-api/templates/{id}/test — 'Enviar prueba': the template with sample values to the admin's own address
import { endpoint } from "@/lib/api/endpoint";
import { queueTestMail } from "@/lib/notifications/test-mail";
import { idParams } from "@/lib/validation/common";

export const POST = endpoint({ roles: ["ROLE_ADMIN"], params: idParams }, async ({ db, user, params }) =>
  queueTestMail(db, user, params.id),
);
