// GET /api/health — liveness: the process answers; touches no database
import { platformAccess } from "@/lib/api/access";
import { libraryRoute } from "@/lib/api/endpoint";
import { healthResponse } from "@/lib/ops/health";

export const GET = libraryRoute(platformAccess, "GET /api/health", healthResponse);
