// GET /metrics — Prometheus metrics of this instance (Bearer METRICS_TOKEN; 404 when unset)
import { platformAccess } from "@/lib/api/access";
import { libraryRoute } from "@/lib/api/endpoint";
import { metricsResponse } from "@/lib/ops/metrics-response";

export const GET = libraryRoute(platformAccess, "GET /metrics", metricsResponse);
