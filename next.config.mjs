import { existsSync } from "node:fs";
import { apiServices, extraApiRewrites } from "./lib/api/services.mjs";

// A service's routes sit in app/api/<module> behind a rewrite, or at their public path app/<prefix>
// (scripts/move-api-routes.mjs), where no rewrite runs: only a path no file serves falls back to the API's 404.
const behindRewrite = ({ module }) => existsSync(new URL(`./app/api/${module}`, import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production artifact: .next/standalone holds the server and only the packages it needs
  // (scripts/build.mjs adds the static files and the migrations).
  output: "standalone",
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "pino", "prom-client"],
  // Browsers and tools that ask for the classic address before reading the page's icon link.
  async redirects() {
    return [{ source: "/favicon.ico", destination: "/icon.svg", permanent: true }];
  },
  async rewrites() {
    const rewrite = ({ prefix, module }) => ({ source: `/${prefix}/:path*`, destination: `/api/${module}/:path*` });
    return {
      afterFiles: [...apiServices.filter(behindRewrite).map(rewrite), ...extraApiRewrites],
      fallback: apiServices.filter((s) => !behindRewrite(s)).map(rewrite),
    };
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
    ];
  },
};

export default nextConfig;
