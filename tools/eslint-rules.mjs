// The portal's own lint rules; eslint.config.mjs turns them on.
import path from "node:path";

/** True when `source`, imported from `filename`, is lib/testing or a file under it. */
const isTestingImport = (source, filename, cwd) => {
  if (/^@\/lib\/testing(\/|$)/.test(source)) return true;
  if (!source.startsWith(".")) return false;
  const target = path
    .relative(cwd, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join("/");
  return target === "lib/testing" || target.startsWith("lib/testing/");
};

export const noTestingImport = {
  meta: {
    type: "problem",
    docs: { description: "production code imports nothing from lib/testing (fixtures and worlds for tests only)" },
    schema: [],
  },
  create(context) {
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      if (isTestingImport(source.value, context.filename, context.cwd)) {
        context.report({
          node: source,
          message: `El código de producción no importa '${source.value}': lib/testing es solo para las pruebas.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** A route file names no role: who may call it is in the module's access table, any other rule in its lib. */
export const noRoleLiteral = {
  meta: {
    type: "problem",
    docs: { description: "no role literal in app/**/route.ts" },
    schema: [],
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === "string" && /^ROLE_[A-Z_]+$/.test(node.value)) {
          context.report({
            node,
            message: `Un route.ts no escribe roles ('${node.value}'): el acceso va en lib/<módulo>/access.ts y cualquier otra regla por rol, en el lib del módulo.`,
          });
        }
      },
    };
  },
};

const API_ERRORS = new Set([
  "ValidationError",
  "UnauthorizedError",
  "ForbiddenError",
  "NotFoundError",
  "ConflictError",
  "NotAcceptableError",
  "LockedError",
  "PayloadTooLargeError",
  "UnsupportedMediaTypeError",
  "TooManyRequestsError",
]);
const SCHEMA_MESSAGE_CALLS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "superRefine",
  "email",
  "url",
  "nonempty",
  "int",
  "positive",
  "gte",
  "lte",
  "gt",
  "lt",
]);

/** A literal that reads as words for a person (a space between letters), not a key or a token. */
const isWords = (node) => {
  const text =
    node?.type === "Literal" && typeof node.value === "string"
      ? node.value
      : node?.type === "TemplateLiteral"
        ? node.quasis.map((q) => q.value.cooked).join(" ")
        : null;
  return text !== null && /\p{L}\s+\p{L}/u.test(text);
};

/**
 * What the API and the forms say goes through the catalogue (lib/i18n): an API error's message is a
 * `msg(key)`, a schema's message a `says(key)` — never Spanish words written in the code.
 */
export const noLiteralMessage = {
  meta: {
    type: "problem",
    docs: { description: "API errors and schema messages name catalogue keys (msg, says), not literal texts" },
    schema: [],
  },
  create(context) {
    const report = (node) =>
      context.report({
        node,
        message: "Un texto para las personas va al catálogo (messages/): usa msg(…) o says(…) con su clave.",
      });
    return {
      NewExpression(node) {
        const name = node.callee.type === "Identifier" ? node.callee.name : null;
        if (name && API_ERRORS.has(name) && isWords(node.arguments[0])) report(node.arguments[0]);
        if (name === "ApiError" && isWords(node.arguments[1])) report(node.arguments[1]);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!SCHEMA_MESSAGE_CALLS.has(callee.property.name)) return;
        for (const arg of node.arguments) if (isWords(arg)) report(arg);
      },
      Property(node) {
        const key = node.key.type === "Identifier" ? node.key.name : node.key.value;
        if ((key === "message" || key === "error") && isWords(node.value)) report(node.value);
      },
    };
  },
};
