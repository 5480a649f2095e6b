// GET /tfg-api/sessions/session/{sessionId} — the role and identity behind the caller's own session
import { endpoint } from "@/lib/api/endpoint";
import { ROLES } from "@/lib/auth/roles";
import { sessionIdParams } from "@/lib/sessions/schemas";
import { describeSession } from "@/lib/sessions/service";

export const GET = endpoint({ roles: ROLES, params: sessionIdParams }, async ({ db, session, params }) =>
  describeSession(db, session, params.sessionId),
);
