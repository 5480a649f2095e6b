// GET /tfg-api/defenses/courts/requests/{requestId} — courts that can hear the request, free slots marked
import { endpoint } from "@/lib/api/endpoint";
import { z } from "@/lib/validation/z";
import { courtsForRequest } from "@/lib/tfg/courts/queries";
import { courtsForRequestQuery } from "@/lib/tfg/courts/schemas";

const params = z.object({ requestId: z.coerce.number().int().positive("Identificador no válido") });

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
    params,
    query: courtsForRequestQuery,
  },
  async ({ db, user, params, query }) => courtsForRequest(db, user, params.requestId, query),
);
