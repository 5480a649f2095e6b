// GET /api/ready — readiness: 200 when the database answers with every migration, 503 otherwise (the reason goes to the log)
import { platformAccess } from "@/lib/api/access";
import { libraryRoute } from "@/lib/api/endpoint";
import { readyResponse } from "@/lib/ops/health";

export const GET = libraryRoute(platformAccess, "GET /api/ready", readyResponse);
