// GET /api/health — liveness: the process answers; touches no database
import { libraryRoute } from "@/lib/api/endpoint";
import { healthResponse } from "@/lib/ops/health";

export const GET = libraryRoute("liveness check for the load balancer, with no data", healthResponse);
