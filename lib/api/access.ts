import type { AccessTable } from "@/lib/auth/access-types";

const unknownPath = { public: "answers 404 for API paths no module serves" } as const;

/** The platform's own API routes (composed into ACCESS_POLICY). */
export const platformAccess = {
  "GET /api/openapi.json": { public: "the API's description (OpenAPI 3.1), with no data" },
  "GET /api/health": { public: "liveness check for the load balancer, with no data" },
  "GET /api/ready": { public: "readiness check for the load balancer, with no data" },
  "PUT /api/locale": {
    public: "the language chosen in 'Idioma': a cookie for a visitor, and the signed-in person's own row",
  },
  "GET /metrics": { public: "Prometheus scrape, authenticated by METRICS_TOKEN, not by a portal session" },
  "GET /api/{...path}": unknownPath,
  "POST /api/{...path}": unknownPath,
  "PUT /api/{...path}": unknownPath,
  "PATCH /api/{...path}": unknownPath,
  "DELETE /api/{...path}": unknownPath,
} as const satisfies AccessTable;
