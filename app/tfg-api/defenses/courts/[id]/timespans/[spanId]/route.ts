// DELETE /tfg-api/defenses/courts/{id}/timespans/{spanId} — deletes a slot no live defense holds
import { endpoint } from "@/lib/api/endpoint";
import { timeSpanParams } from "@/lib/tfg/courts/schemas";
import { deleteTimeSpan } from "@/lib/tfg/courts/service";

export const DELETE = endpoint(
  { roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"], params: timeSpanParams },
  async ({ db, user, params }) => deleteTimeSpan(db, user, params.id, params.spanId),
);
