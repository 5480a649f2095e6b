import { env } from "@/lib/config";

/**
 * The address of the client that sent a request, for per-client limits. Each reverse proxy appends
 * the address it saw to `X-Forwarded-For`, so with `TRUSTED_PROXIES` proxies in front of the portal
 * the client is the entry that many places from the right. With none, the server has already put the
 * connection's own address there in place of whatever the client sent (lib/ops/forwarded-for), and
 * Next adds it when the header is missing.
 */
export function clientAddress(headers: Headers): string {
  const hops = Math.max(1, env("TRUSTED_PROXIES"));
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[Math.max(0, forwarded.length - hops)] ?? "desconocida";
}
