import { createRequire } from "node:module";
import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
import { apiServices, extraApiRewrites } from "./lib/api/services.mjs";

// next-intl reads each request's language and catalogue from lib/i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Messages are compiled once on the server (lib/i18n/catalogue.ts reads the flag), so the pages' formatter
// is use-intl's format-only, without the ICU parser. Turbopack takes the alias as a path relative to the project.
const formatOnly = path.relative(
  process.cwd(),
  createRequire(import.meta.url).resolve("use-intl/format-message/format-only"),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production artifact: .next/standalone holds the server and only the packages it needs
  // (scripts/build.mjs adds the static files and the migrations).
  output: "standalone",
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "pino", "prom-client"],
  env: { PORTAL_PRECOMPILED_MESSAGES: "1" },
  turbopack: { resolveAlias: { "use-intl/format-message": `./${formatOnly}` } },
  // Browsers and tools that ask for the classic address before reading the page's icon link.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
  // A service's routes sit at their public path (app/<prefix>), so no rewrite runs in front of them:
  // only a path no file serves falls back, to the API's JSON 404 (app/api/[...path]).
  async rewrites() {
    const notFound = ({ prefix, module }) => ({ source: `/${prefix}/:path*`, destination: `/api/${module}/:path*` });
    return { afterFiles: extraApiRewrites, fallback: apiServices.map(notFound) };
  },
  async headers() {
    // The proxy, which gives pages their policy with a nonce, does not run on the API (see proxy.ts).
    const apiSources = ["/api/:path*", ...apiServices.map(({ prefix }) => `/${prefix}/:path*`)];
    const apiPolicy = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }];
    return [
      ...[...apiSources, ...extraApiRewrites.map(({ source }) => source)].map((source) => ({
        source,
        headers: apiPolicy,
      })),
      {
        source: "/:path*",
        // The Content-Security-Policy carries a fresh nonce per response: proxy.ts sets it.
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      {
        // 'Control de acceso' reads voucher QR codes with the phone's camera: the one page allowed to use it
        // (a later rule's header of the same name wins).
        source: "/exams/checkin",
        headers: [{ key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
