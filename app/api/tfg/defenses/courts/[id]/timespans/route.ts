// PUT /tfg-api/defenses/courts/{id}/timespans?start=<ISO> — adds a slot of the court's length (2 h by default)
import { endpoint, json } from "@/lib/api/endpoint";
import { addTimeSpan } from "@/lib/tfg/courts";
import { timeSpanQuery } from "@/lib/tfg/schemas";
import { idParams } from "@/lib/validation/common";

export const PUT = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: idParams, query: timeSpanQuery },
  async ({ db, user, params, query }) => json(await addTimeSpan(db, user, params.id, query.start), 201),
);
