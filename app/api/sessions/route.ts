// POST /api/sessions — the university's single sign-on creates a session (Bearer PORTAL_API_KEY)
import { json, publicEndpoint } from "@/lib/api/endpoint";
import { sessionsAccess } from "@/lib/sessions/access";
import { createSessionBody } from "@/lib/sessions/schemas";
import { createSessionForSso } from "@/lib/sessions/service";

export const POST = publicEndpoint(
  sessionsAccess,
  "POST /api/sessions",
  { body: createSessionBody },
  async ({ req, db, body }) =>
    json(await createSessionForSso(db, req.headers.get("authorization"), body.externalId), 201),
);
