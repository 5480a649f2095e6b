// GET /metrics — Prometheus metrics of this instance (Bearer METRICS_TOKEN; 404 when unset)
import { libraryRoute } from "@/lib/api/endpoint";
import { metricsResponse } from "@/lib/ops/metrics-response";

export const GET = libraryRoute(
  "Prometheus scrape, authenticated by METRICS_TOKEN, not by a portal session",
  metricsResponse,
);
