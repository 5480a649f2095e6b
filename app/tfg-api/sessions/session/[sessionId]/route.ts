// GET /tfg-api/sessions/session/{sessionId} — the role and identity behind the caller's own session
import { endpoint } from "@/lib/api/endpoint";
import { sessionsAccess } from "@/lib/sessions/access";
import { sessionIdParams } from "@/lib/sessions/schemas";
import { describeSession } from "@/lib/sessions/service";

export const GET = endpoint(
  sessionsAccess,
  "GET /tfg-api/sessions/session/{sessionId}",
  {
    params: sessionIdParams,
  },
  async ({ db, session, params }) => describeSession(db, session, params.sessionId),
);
