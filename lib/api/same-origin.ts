import { env } from "@/lib/config";

/**
 * Next gives route handlers no CSRF protection: a state-changing request authenticated by the
 * cookie must name the portal's own origin. Bearer requests cannot be forged by another site.
 */
export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set<string>();
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) allowed.add(host);
  const configured = env("PUBLIC_URL");
  if (configured) allowed.add(new URL(configured).host);
  return allowed.has(originHost);
}
