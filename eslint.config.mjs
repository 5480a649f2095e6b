// ESLint: Next's rules (core web vitals + TypeScript) and the layer boundaries of the README's architecture.
import "./tools/lint-typescript/use.cjs";
import { createRequire } from "node:module";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import i18next from "eslint-plugin-i18next";
import { noLiteralMessage, noRoleLiteral, noTestingImport } from "./tools/eslint-rules.mjs";

/**
 * Layers point one way: app → components → lib → db, without exception. The value lists that tables
 * share with lib/ and the client (roles, states) live in db/enums/, which imports nothing; db/client.ts
 * takes its settings as arguments. Tests beside lib/ code call the route handlers of app/.
 */
const dbZones = [
  { target: "./db", from: ["./lib", "./components", "./app"], message: "db/ no importa de lib/, components/ ni app/." },
];
const libZone = {
  target: "./lib",
  from: ["./components", "./app"],
  message: "lib/ no importa de components/ ni de app/.",
};
const libTestZone = { ...libZone, from: ["./components"], message: "lib/ no importa de components/." };
const componentsZone = { target: "./components", from: "./app", message: "components/ no importa de app/." };
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "lib/testing/**"];

/**
 * Every text a person reads comes from the catalogue (messages/, lib/i18n): no JSX text or
 * user-facing attribute written in the code, and no API error or schema message in words. The command
 * line speaks Spanish (lib/cli, lib/import) and demo data is data.
 */
const SPOKEN_ELSEWHERE = [
  ...TESTS,
  "lib/cli/**",
  "lib/import/**",
  "lib/demo/**",
  "**/demo-seed.ts",
  "**/demo-*.ts",
  // The operators' interfaces (metrics, the command line's local key, the start-up's check of the single
  // sign-on settings) speak Spanish, as the command line.
  "lib/ops/**",
  "app/api/internal/**",
  "lib/auth/sso/config.ts",
];
// Attributes that hold no text for a person (classes, ids, URLs, ARIA states, enum-like props).
const MACHINE_ATTRIBUTES = [
  "className",
  "href",
  "src",
  "type",
  "id",
  "key",
  "role",
  "name",
  "htmlFor",
  "target",
  "rel",
  "method",
  "lang",
  "autoComplete",
  "inputMode",
  "accept",
  "variant",
  "size",
  "side",
  "align",
  "tone",
  "as",
  "mode",
  "kind",
  "state",
  "status",
  "value",
  "defaultValue",
  "form",
  "list",
  "scope",
  "colSpan",
  "rowSpan",
  "encType",
  "download",
  "dir",
  "pattern",
  "enterKeyHint",
  "spellCheck",
  "sizes",
  "viewBox",
  "d",
  "fill",
  "stroke",
  "xmlns",
  "strokeWidth",
  "width",
  "height",
  "tab",
  "param",
  "paramName",
  "column",
  "field",
  "service",
  "icon",
  "position",
  "layout",
  "aria-live",
  "aria-haspopup",
  "aria-current",
  "aria-sort",
  "aria-hidden",
  "aria-invalid",
  "aria-expanded",
  "aria-autocomplete",
  "aria-controls",
  "aria-describedby",
  "aria-labelledby",
  "aria-orientation",
  "data-.*",
  "testId",
  "action",
  ".*ClassName",
  "sortKey",
  "columnKey",
  "storageKey",
  "queryKey",
  "namespace",
  "namespaces",
];
const literalText = {
  files: ["app/**/*.tsx", "components/**/*.tsx"],
  ignores: SPOKEN_ELSEWHERE,
  plugins: { i18next },
  rules: {
    "i18next/no-literal-string": [
      "error",
      {
        mode: "jsx-only",
        "jsx-attributes": { exclude: MACHINE_ATTRIBUTES },
        // Tokens: lower-case words without spaces (keys, ids, classes, paths), constants, numbers and symbols.
        words: { exclude: ["[0-9!-/:-@[-`{-~\\s·•…—–✓▲▼↕→←×›‹🔍]+", "[A-Z_-]+", "[a-z][A-Za-z0-9_.:/#?&=%@-]*"] },
        callees: {
          exclude: ["t", "require", "loadOrNull", "includes", "startsWith", "endsWith", "get", "getAll", "set"],
        },
      },
    ],
  },
};
const literalMessages = {
  files: ["app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx", "lib/**/*.ts"],
  ignores: SPOKEN_ELSEWHERE,
  rules: { "portal/no-literal-message": "error" },
};

// eslint-config-next names its TypeScript parser by package name for eslint-plugin-import, which npm
// nests where the plugin cannot load it: the plugin then reads no imported file and import/no-cycle
// sees no cycle at all. Named by its path, the parser loads.
const fromNext = createRequire(createRequire(import.meta.url).resolve("eslint-config-next"));
const typescriptParser = createRequire(fromNext.resolve("typescript-eslint")).resolve("@typescript-eslint/parser");
const importSettings = {
  // Dependencies are not read: a cycle through node_modules is not ours to fix.
  "import/ignore": ["node_modules"],
  "import/parsers": { "@typescript-eslint/parser": [], [typescriptParser]: [".ts", ".mts", ".cts", ".tsx", ".d.ts"] },
};

/** Modules a client component ("use client") must not import: they are server-only. */
const SERVER_ONLY = [
  /^@\/db(?!\/enums\/)(\/|$)/,
  /^@\/lib\/database$/,
  /^@\/lib\/[^/]+\/(queries|service)$/,
  /\/db(?!\/enums\/)(\/|$)/,
  /\/(queries|service)$/,
];

const clientBoundary = {
  meta: {
    type: "problem",
    docs: {
      description: "client components import no @/db (db/enums aside), lib/database, lib/*/queries or lib/*/service",
    },
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
          message: `Un componente de cliente no puede importar '${source}' (solo servidor: @/db salvo db/enums, lib/database, lib/*/queries, lib/*/service).`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Where test support may be imported: tests, lib/testing itself, the e2e, the benchmarks and the test runners' configs. */
const TEST_SUPPORT = [
  ...TESTS,
  "e2e/**",
  "scripts/bench*",
  "scripts/bench*/**",
  "vitest.config.ts",
  "playwright*.config.ts",
];

/** HTTP that services and queries leave to endpoint(). */
const SERVICE_HTTP = ["Response", "FormData"];
const SERVICE_HTTP_MESSAGE =
  "Un servicio devuelve datos: la respuesta la construye endpoint() (FileDownload para archivos) y las subidas llegan como {bytes, name, mime}.";

/**
 * Client islands read and write through the kit (useApiRead, useApiForm, useApiAction and the
 * modules' typed clients in lib/), so that a failure always reaches the screen: no `fetch` of their
 * own, and no react-hook-form `useForm` that would drop the server's per-field errors.
 */
const kitOnly = {
  files: ["components/**", "app/**"],
  ignores: ["components/ui/**", "**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-globals": [
      "error",
      { name: "fetch", message: "Lee con useApiRead y escribe con useApiForm/useApiAction y el cliente del módulo." },
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
        message: "Lee con useApiRead y escribe con useApiForm/useApiAction y el cliente del módulo.",
      },
    ],
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "react-hook-form",
            importNames: ["useForm"],
            message: "Los formularios usan useApiForm (components/ui/use-api-form.ts).",
          },
        ],
      },
    ],
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
      // The service worker `npm run build` bundles from lib/pwa/sw.ts.
      "public/sw.js",
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  { settings: importSettings },
  {
    // No import cycle in lib/ (type-only imports aside, which the rule does not follow).
    files: ["lib/**"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Access tables are data: they import the role names and the table's type, nothing that could
    // import them back (the cycle above cannot see type-only imports).
    files: ["lib/**/access.ts", "lib/auth/access-types.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!(@/db/enums/roles|@/lib/auth/roles|@/lib/auth/access-types|\\./roles)$)",
              message: "Una tabla de acceso solo importa los roles y su tipo.",
            },
          ],
        },
      ],
    },
  },
  {
    plugins: {
      portal: {
        rules: {
          "client-boundary": clientBoundary,
          "no-testing-import": noTestingImport,
          "no-role-literal": noRoleLiteral,
          "no-literal-message": noLiteralMessage,
        },
      },
    },
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...dbZones, libZone, componentsZone] }],
      "portal/client-boundary": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  kitOnly,
  literalText,
  literalMessages,
  {
    files: TESTS,
    rules: { "import/no-restricted-paths": ["error", { zones: [...dbZones, libTestZone, componentsZone] }] },
  },
  {
    // What both db/ and client code read imports nothing.
    files: ["db/enums/**", "db/search-fold.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*"], message: "Este archivo no tiene dependencias." }] },
      ],
    },
  },
  {
    // Labels and fixed values that client code reads: at most the enums they label.
    files: ["lib/*/constants.ts", "lib/auth/roles.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!@/db/enums/[a-z-]+$)", message: "Este archivo solo importa de db/enums/." }] },
      ],
    },
  },
  {
    // Services and queries return data: endpoint() makes the response (a FileDownload for files)
    // and reads uploads into {bytes, name, mime} before the service.
    files: ["lib/**/*service.ts", "lib/**/queries.ts"],
    rules: {
      "no-restricted-globals": ["error", ...SERVICE_HTTP.map((name) => ({ name, message: SERVICE_HTTP_MESSAGE }))],
      "no-restricted-syntax": [
        "error",
        ...SERVICE_HTTP.map((name) => ({
          selector: `TSTypeReference > Identifier[name='${name}']`,
          message: SERVICE_HTTP_MESSAGE,
        })),
      ],
    },
  },
  {
    // Server errors go through lib/ops/log (logError), which keeps a database error's parameters and
    // PostgreSQL's detail out of the log; console.error would print them whole.
    files: ["lib/**/*.ts"],
    ignores: ["lib/cli/**", "lib/testing/**", ...TESTS],
    rules: { "no-console": ["error", { allow: ["log", "info"] }] },
  },
  {
    // Fixtures and worlds are for tests: production code never imports lib/testing.
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.mjs"],
    ignores: TEST_SUPPORT,
    rules: { "portal/no-testing-import": "error" },
  },
  {
    files: ["app/**/route.ts"],
    rules: { "portal/no-role-literal": "error" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];

export default config;
