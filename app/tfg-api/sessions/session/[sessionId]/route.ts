// GET /tfg-api/sessions/session/{sessionId} — the role and identity behind the caller's own session
import { endpoint } from "@/lib/api/endpoint";
import { sessionIdParams } from "@/lib/sessions/schemas";
import { describeSession } from "@/lib/sessions/service";

export const GET = endpoint(
  {
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN", "ROLE_GES_EXAM"],
    params: sessionIdParams,
  },
  async ({ db, session, params }) => describeSession(db, session, params.sessionId),
);
