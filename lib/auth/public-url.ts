import { env } from "@/lib/config";

/** Whether the portal is served over https (PUBLIC_URL): `__Host-` secure cookies and HSTS. */
export const servedOverHttps = () => (env("PUBLIC_URL") ?? "").startsWith("https://");

/** The portal's public address without a trailing slash: PUBLIC_URL, or localhost on PORT. */
export const portalBaseUrl = (env: Readonly<Record<string, string | undefined>> = process.env) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");

/** Two years, subdomains included: sent only when the portal is served over https. */
export const HSTS = "max-age=63072000; includeSubDomains";
