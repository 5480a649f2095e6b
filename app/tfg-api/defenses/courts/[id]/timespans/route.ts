// PUT /tfg-api/defenses/courts/{id}/timespans?start=<ISO> — adds a slot of the court's length (2 h by default)
import { endpoint, json } from "@/lib/api/endpoint";
import { idParams } from "@/lib/validation/common";
import { timeSpanQuery } from "@/lib/tfg/courts/schemas";
import { addTimeSpan } from "@/lib/tfg/courts/service";

export const PUT = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, query: timeSpanQuery },
  async ({ db, user, params, query }) => json(await addTimeSpan(db, user, params.id, query.start), 201),
);
