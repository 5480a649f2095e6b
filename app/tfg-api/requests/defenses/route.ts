// GET /tfg-api/requests/defenses — the defense requests the caller may see, server-paged and filtered
import { rowsNaming } from "@/lib/access-log/students";
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { listDefenses } from "@/lib/tfg/defenses/queries";
import { defenseListQuery } from "@/lib/tfg/defenses/schemas";

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/requests/defenses",
  {
    query: defenseListQuery,
    readsPersonalData: { what: "TFG: listado de solicitudes de defensa", shown: rowsNaming("userId") },
  },
  async ({ db, user, query }) => listDefenses(db, user, query),
);
