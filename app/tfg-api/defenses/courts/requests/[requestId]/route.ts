// GET /tfg-api/defenses/courts/requests/{requestId} — courts that can hear the request, free slots marked
import { endpoint } from "@/lib/api/endpoint";
import { tfgAccess } from "@/lib/tfg/access";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { courtsForRequest } from "@/lib/tfg/courts/queries";
import { courtsForRequestQuery } from "@/lib/tfg/courts/schemas";

const params = z.object({ requestId: z.coerce.number().int().positive(says("tfg.errors.identifierInvalid")) });

export const GET = endpoint(
  tfgAccess,
  "GET /tfg-api/defenses/courts/requests/{requestId}",
  {
    params,
    query: courtsForRequestQuery,
  },
  async ({ db, user, params, query }) => courtsForRequest(db, user, params.requestId, query),
);
