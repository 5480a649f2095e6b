import { publicUrl } from "@/lib/config/public-url";

/** Whether the portal is served over https (PUBLIC_URL): `__Host-` secure cookies and HSTS. */
export const servedOverHttps = () => publicUrl().startsWith("https://");

/** Two years, subdomains included: sent only when the portal is served over https. */
export const HSTS = "max-age=63072000; includeSubDomains";
