import type { DiscoveredRoute } from "./routes";

/** Field names that carry a row or user id: `id`, `userId`, `examId`, `ids`, `degreeIds`, and `user`, `dni`, `course`, `receiver` (external ids). */
export const ID_FIELD = /^(id|ids|user|dni|course|receiver)$|[a-z](Id|Ids)$/;

type ZodDef = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Every property name of a zod schema, through wrappers, pipes, unions, intersections, arrays and nested objects. */
export function schemaFieldNames(schema: unknown, out = new Set<string>()): Set<string> {
  const def = defOf(schema);
  if (!def) return out;
  switch (def.type) {
    case "object":
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>)) {
        out.add(name);
        schemaFieldNames(field, out);
      }
      break;
    case "pipe":
      schemaFieldNames(def.in, out);
      break;
    case "union":
      for (const option of def.options as unknown[]) schemaFieldNames(option, out);
      break;
    case "intersection":
      schemaFieldNames(def.left, out);
      schemaFieldNames(def.right, out);
      break;
    case "array":
      schemaFieldNames(def.element, out);
      break;
    default:
      if ("innerType" in def) schemaFieldNames(def.innerType, out); // optional, nullable, default, catch…
  }
  return out;
}

/** Why a route names a row or a user: its path parameters and the id-like fields of its query and body. */
export function idsOf(route: DiscoveredRoute): string[] {
  const schemas = route.handler.endpoint?.schemas ?? {};
  const fields = (where: string, schema: unknown) =>
    [...schemaFieldNames(schema)].filter((name) => ID_FIELD.test(name)).map((name) => `${where} ${name}`);
  return [
    ...[...route.publicPath.matchAll(/\{([^}]+)\}/g)].map((m) => `path ${m[1]}`),
    ...fields("query", schemas.query),
    ...fields("body", schemas.body),
  ];
}
