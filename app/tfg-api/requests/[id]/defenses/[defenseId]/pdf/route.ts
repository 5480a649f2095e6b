// GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf — the PDF of an accepted defense
import { tfgRequestOwner } from "@/lib/access-log/students";
import { onPath, reading } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { defensePdf } from "@/lib/tfg/defenses/pdf";
import { defenseParams } from "@/lib/tfg/defenses/schemas";

const read = { what: "TFG: solicitud de defensa en PDF", student: tfgRequestOwner };

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/{id}/defenses/{defenseId}/pdf",
  reading(read, onPath(defenseParams, defensePdf, "id", "defenseId")),
);
