// GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf — the PDF of an accepted defense
import { tfgRequestOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { defensePdf } from "@/lib/tfg/defenses/pdf";
import { defenseParams } from "@/lib/tfg/defenses/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf",
  {
    params: defenseParams,
    readsPersonalData: { what: "TFG: solicitud de defensa en PDF", student: tfgRequestOwner },
  },
  async ({ db, user, params }) => defensePdf(db, user, params.id, params.defenseId),
);
