// Straight from zod: the portal's `z` leaves the JSON Schema converter out of the browser bundles.
import { toJSONSchema } from "zod";
import type { UploadSpec } from "@/lib/files/upload";
import { z } from "@/lib/validation/z";
import type { EndpointMeta } from "./endpoint";
import { publicPath } from "./public-path";

/** A route handler's method and metadata, by its route (`/documents-api/[id]/approve`). */
export interface ApiOperation {
  route: string;
  method: string;
  endpoint: EndpointMeta;
}

type JsonSchema = Record<string, unknown>;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ERRORS: Record<number, string> = {
  400: "Datos no válidos: `message` y, por campo, `errors`",
  401: "Sin sesión o sesión caducada",
  403: "Rol no permitido u origen no permitido",
  404: "No encontrado",
  409: "Conflicto con el estado actual",
  413: "Petición demasiado grande",
  415: "Tipo de contenido no admitido",
};

/** A zod schema as the JSON Schema of what a client sends (transforms and coercions read as their input). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query", names: string[]) {
  const json = schema ? jsonSchema(schema) : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const all = where === "path" ? names : Object.keys(properties);
  return all.map((name) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: properties[name] ?? { type: "string" },
  }));
}

function responses(op: ApiOperation) {
  const { schemas } = op.endpoint;
  const statuses = new Set<number>();
  if (schemas.params || schemas.query || schemas.body || schemas.upload) statuses.add(400);
  if (op.endpoint.kind === "session") [401, 403].forEach((s) => statuses.add(s));
  if (schemas.params) statuses.add(404);
  if (MUTATING.has(op.method)) statuses.add(409);
  if (schemas.body || schemas.upload) [413, 415].forEach((s) => statuses.add(s));
  const error = { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  return {
    "200": { description: "Correcto" },
    ...Object.fromEntries([...statuses].sort().map((s) => [String(s), { description: ERRORS[s]!, ...error }])),
  };
}

const BINARY = { type: "string", format: "binary" } as const;

/** A multipart upload's body: its file field (an array of files when it takes several) and nothing required besides. */
const uploadSchema = ({ field, many }: UploadSpec) => ({
  type: "object",
  required: [field],
  properties: { [field]: many ? { type: "array", items: BINARY } : BINARY },
});

function operation(op: ApiOperation, path: string) {
  const { schemas } = op.endpoint;
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const access =
    op.endpoint.kind === "public"
      ? { description: `Pública: ${op.endpoint.reason}`, security: [] }
      : { description: `Roles: ${op.endpoint.roles.join(", ")}`, "x-roles": [...op.endpoint.roles] };
  return {
    operationId: `${op.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    ...access,
    parameters: [...parameters(schemas.params, "path", pathNames), ...parameters(schemas.query, "query", [])],
    ...(schemas.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(schemas.body) } } } }
      : schemas.upload
        ? {
            requestBody: {
              required: true,
              content: { "multipart/form-data": { schema: uploadSchema(schemas.upload) } },
            },
          }
        : {}),
    responses: responses(op),
  };
}

/**
 * The OpenAPI 3.1 document of the portal's API, generated from the route handlers' metadata (their zod
 * schemas, and the roles or public reason of the access table's row each binds); catch-all routes
 * (next-auth, unknown paths) are left out.
 */
export function openApiDocument(operations: ApiOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = publicPath(op.route);
    if (path.includes("{...")) continue;
    (paths[path] ??= {})[op.method.toLowerCase()] = operation(op, path);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Portal de servicios",
      version: "1.0.0",
      description:
        "La API del portal. Cada operación indica los roles que la pueden llamar (`x-roles`); la sesión va en `Authorization: Bearer <sessionId>` o en la cookie de next-auth.",
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        session: { type: "http", scheme: "bearer", description: "El identificador de la sesión del portal" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message"],
          properties: {
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          },
        },
      },
    },
    security: [{ session: [] }],
  };
}
