// GET /interactions-api/{userId} — interactions of one student in the caller's scope (paged)
// PATCH /interactions-api/{id} — its author, a secretary or an admin edits the type and comment
// DELETE /interactions-api/{id} — its author, a secretary or an admin deletes it
import { rowsNaming } from "@/lib/access-log/students";
import { editing, onPath } from "@/lib/api/declared-routes";
import { endpoint } from "@/lib/api/endpoint";
import { studentInScope } from "@/lib/auth/student-scope";
import { interactionsAccess } from "@/lib/interactions/access";
import { listInteractions } from "@/lib/interactions/queries";
import { idKeyParams, interactionListQuery, updateInteractionBody, userKeyParams } from "@/lib/interactions/schemas";
import { deleteInteraction, updateInteraction } from "@/lib/interactions/service";

export const GET = endpoint(
  interactionsAccess,
  "GET /interactions-api/{key}",
  {
    params: userKeyParams,
    query: interactionListQuery,
    readsPersonalData: { what: "Interacciones: las de un alumno", shown: rowsNaming("receiver") },
  },
  async ({ db, user, params, query }) => {
    const student = await studentInScope(db, user, params.key);
    return listInteractions(db, user, { ...query, receiver: student.externalId });
  },
);

export const PATCH = endpoint(
  interactionsAccess,
  "PATCH /interactions-api/{key}",
  editing(idKeyParams, updateInteractionBody, updateInteraction, "key"),
);

export const DELETE = endpoint(
  interactionsAccess,
  "DELETE /interactions-api/{key}",
  onPath(idKeyParams, deleteInteraction, "key"),
);
