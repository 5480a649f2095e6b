// PATCH /notifications-api/templates/{id} — edits a template (sanitized again, variables checked)
import { endpoint } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { templatePatch } from "@/lib/notifications/schemas";
import { updateTemplate } from "@/lib/notifications/service";
import { idParams } from "@/lib/validation/common";

export const PATCH = endpoint(
  notificationsAccess,
  "PATCH /notifications-api/templates/{id}",
  { params: idParams, body: templatePatch },
  async ({ db, params, body }) => updateTemplate(db, params.id, body),
);
