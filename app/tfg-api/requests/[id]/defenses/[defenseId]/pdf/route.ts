// GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf — the PDF of an accepted defense
import { tfgRequestOwner } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { defensePdf } from "@/lib/tfg/defenses/pdf";
import { defenseParams } from "@/lib/tfg/defenses/schemas";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params: defenseParams,
    readsPersonalData: { what: "TFG: solicitud de defensa en PDF", student: tfgRequestOwner },
  },
  async ({ db, user, params }) => defensePdf(db, user, params.id, params.defenseId),
);
