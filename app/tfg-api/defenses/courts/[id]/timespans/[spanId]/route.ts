// DELETE /tfg-api/defenses/courts/{id}/timespans/{spanId} — deletes a slot no live defense holds
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { timeSpanParams } from "@/lib/tfg/courts/schemas";
import { deleteTimeSpan } from "@/lib/tfg/courts/service";

export const DELETE = endpoint(
  tfgAccess,
  "DELETE /tfg-api/defenses/courts/{id}/timespans/{spanId}",
  { params: timeSpanParams },
  async ({ db, user, params }) => deleteTimeSpan(db, user, params.id, params.spanId),
);
