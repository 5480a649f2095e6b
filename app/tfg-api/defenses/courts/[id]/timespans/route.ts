// PUT /tfg-api/defenses/courts/{id}/timespans?start=<ISO> — adds a slot of the court's length (2 h by default)
import { endpoint, json } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { idParams } from "@/lib/validation/common";
import { timeSpanQuery } from "@/lib/tfg/courts/schemas";
import { addTimeSpan } from "@/lib/tfg/courts/service";

export const PUT = endpoint(
  tfgAccess,
  "PUT /tfg-api/defenses/courts/{id}/timespans",
  { params: idParams, query: timeSpanQuery },
  async ({ db, user, params, query }) => json(await addTimeSpan(db, user, params.id, query.start), 201),
);
