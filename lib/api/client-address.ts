import { env } from "@/lib/config";

/**
 * The address of the client that sent a request, for per-client limits. Next sets
 * `X-Forwarded-For` to the socket's address only when the request has none, and each reverse proxy
 * appends the address it saw, so with `TRUSTED_PROXIES` proxies in front of the portal the client
 * is the entry that many places from the right. With no proxy (the default) a client can send the
 * header itself: run the portal behind a proxy when it faces the internet.
 */
export function clientAddress(headers: Headers): string {
  const hops = Math.max(1, env("TRUSTED_PROXIES"));
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - hops)] ?? headers.get("x-real-ip") ?? "desconocida";
}
