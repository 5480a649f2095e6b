import { apiServices, extraApiRewrites } from "./lib/api/services.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production artifact: .next/standalone holds the server and only the packages it needs
  // (scripts/build.mjs adds the static files and the migrations).
  output: "standalone",
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "pino", "prom-client"],
  async rewrites() {
    return [
      ...apiServices.map(({ prefix, module }) => ({
        source: `/${prefix}/:path*`,
        destination: `/api/${module}/:path*`,
      })),
      ...extraApiRewrites,
    ];
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
