// GET /api/openapi.json — the OpenAPI 3.1 document of the API, generated from the routes' schemas and the access policy
import { platformAccess } from "@/lib/api/access";
import { publicEndpoint, type RouteHandler } from "@/lib/api/endpoint";
import { openApiDocument, type ApiOperation } from "@/lib/api/openapi";
import { HTTP_METHODS } from "@/lib/api/http-methods";
import { ROUTE_MODULES } from "./routes";

const operations: ApiOperation[] = ROUTE_MODULES.flatMap(([route, mod]) =>
  HTTP_METHODS.filter((method) => method in mod).map((method) => ({
    route,
    method,
    endpoint: (mod[method] as RouteHandler).endpoint,
  })),
);

export const GET: RouteHandler = publicEndpoint(platformAccess, "GET /api/openapi.json", async () =>
  openApiDocument([...operations, { route: "/api/openapi.json", method: "GET", endpoint: GET.endpoint }]),
);
