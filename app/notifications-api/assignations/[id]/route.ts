// PATCH /notifications-api/assignations/{id} — changes an assignation's role and template
import { endpoint } from "@/lib/api/endpoint";
import { notificationsAccess } from "@/lib/notifications/access";
import { assignationPatch } from "@/lib/notifications/schemas";
import { updateAssignation } from "@/lib/notifications/service";
import { idParams } from "@/lib/validation/common";

export const PATCH = endpoint(
  notificationsAccess,
  "PATCH /notifications-api/assignations/{id}",
  { params: idParams, body: assignationPatch },
  async ({ db, params, body }) => updateAssignation(db, params.id, body),
);
