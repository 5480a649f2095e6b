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
