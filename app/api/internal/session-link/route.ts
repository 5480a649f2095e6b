// POST /api/internal/session-link — `npm run portal -- session` asks the running server (Bearer local key)
import { json, publicEndpoint } from "@/lib/api/endpoint";
import { UnauthorizedError } from "@/lib/api/errors";
import { isLocalKey } from "@/lib/cli/local-key";
import { sessionLink } from "@/lib/cli/session-link";
import { sessionsAccess } from "@/lib/sessions/access";
import { createSessionBody } from "@/lib/sessions/schemas";

export const POST = publicEndpoint(
  sessionsAccess,
  "POST /api/internal/session-link",
  {
    body: createSessionBody,
  },
  async ({ req, db, body }) => {
    if (!isLocalKey(req.headers.get("authorization"))) throw new UnauthorizedError("Clave local no válida");
    return json(await sessionLink(db, body.externalId), 201);
  },
);
