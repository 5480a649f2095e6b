// ESLint: Next's rules (core web vitals + TypeScript) and the layer boundaries of the README's architecture.
import "./tools/lint-typescript/use.cjs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * Layers point one way: app → components → lib → db. db/ may read only the dependency-free lists of
 * values that its tables share with lib/ (lib/<module>/constants.ts, the roles) and the configuration
 * (lib/config, which imports only zod). Tests beside lib/ code
 * call the route handlers of app/.
 */
const dbZones = [
  {
    target: "./db",
    from: "./lib/**/*",
    except: ["**/lib/*/constants.ts", "**/lib/auth/roles.ts", "**/lib/config/**"],
    message: "db/ no importa de lib/ (salvo lib/<módulo>/constants.ts, los roles y la configuración).",
  },
  { target: "./db", from: ["./components", "./app"], message: "db/ no importa de components/ ni de app/." },
];
const libZone = {
  target: "./lib",
  from: ["./components", "./app"],
  message: "lib/ no importa de components/ ni de app/.",
};
const libTestZone = { ...libZone, from: ["./components"], message: "lib/ no importa de components/." };
const componentsZone = { target: "./components", from: "./app", message: "components/ no importa de app/." };
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "lib/testing/**"];

/** Modules a client component ("use client") must not import: they are server-only. */
const SERVER_ONLY = [/^@\/db(\/|$)/, /^@\/lib\/[^/]+\/(queries|service)$/, /\/db(\/|$)/, /\/(queries|service)$/];

const clientBoundary = {
  meta: {
    type: "problem",
    docs: { description: "client components import no @/db, lib/*/queries or lib/*/service" },
    schema: [],
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    const check = (node) => {
      if (node.importKind === "type" || !node.source) return;
      const source = String(node.source.value);
      if (SERVER_ONLY.some((pattern) => pattern.test(source))) {
        context.report({
          node: node.source,
          message: `Un componente de cliente no puede importar '${source}' (solo servidor: @/db, lib/*/queries, lib/*/service).`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const config = [
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "tools/**",
      "drizzle/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    plugins: { portal: { rules: { "client-boundary": clientBoundary } } },
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...dbZones, libZone, componentsZone] }],
      "portal/client-boundary": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: TESTS,
    rules: { "import/no-restricted-paths": ["error", { zones: [...dbZones, libTestZone, componentsZone] }] },
  },
  {
    // What db/ may import from lib/ must itself import nothing.
    files: ["lib/*/constants.ts", "lib/auth/roles.ts", "db/search-fold.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*"], message: "Este archivo no tiene dependencias." }] },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
