// PUT /instances-api/templates/{id} — the secretary or an admin edits a template (also its active toggle)
// DELETE /instances-api/templates/{id} — deletes a template no request uses (409 otherwise)
import { endpoint } from "@/lib/api/endpoint";
import { translate } from "@/lib/i18n/translate";
import { instancesAccess } from "@/lib/instances/access";
import { MESSAGES } from "@/lib/instances/messages";
import { templateBody } from "@/lib/instances/templates/schemas";
import { deleteTemplate, updateTemplate } from "@/lib/instances/templates/service";
import { assertSameId } from "@/lib/api/same-id";
import { idParams } from "@/lib/validation/common";

export const PUT = endpoint(
  instancesAccess,
  "PUT /instances-api/templates/{id}",
  { params: idParams, body: templateBody },
  async ({ db, params, body, locale }) => {
    assertSameId(body.id === undefined ? undefined : Number(body.id), params.id);
    return {
      ...(await updateTemplate(db, params.id, body, locale)),
      message: translate(locale, MESSAGES.templateUpdated),
    };
  },
);

export const DELETE = endpoint(
  instancesAccess,
  "DELETE /instances-api/templates/{id}",
  { params: idParams },
  async ({ db, params }) => deleteTemplate(db, params.id),
);
