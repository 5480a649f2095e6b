import { env } from "@/lib/config";

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID keys and subject, or null: push notices are off unless the three are set. */
export function vapidDetails(): VapidDetails | null {
  const publicKey = env("VAPID_PUBLIC_KEY");
  const privateKey = env("VAPID_PRIVATE_KEY");
  const subject = env("VAPID_SUBJECT");
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/**
 * Whether the portal may send to `endpoint`: its origin is one of PUSH_SERVICE_ORIGINS (`https://*.x.com`
 * matches any subdomain of x.com). The server posts to the address a browser gave, so only the known push
 * services are reachable that way, never an address inside the university's network.
 */
export function isAllowedEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const { protocol, host } = new URL(endpoint);
  return env("PUSH_SERVICE_ORIGINS")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .some((origin) => {
      const [scheme, pattern] = origin.split("://");
      if (`${scheme}:` !== protocol || !pattern) return false;
      return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern;
    });
}
