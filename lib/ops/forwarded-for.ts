import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { env } from "@/lib/config";
import { logger } from "./log";

const state = globalThis as unknown as { __portalForwardedFor?: { warned: boolean } };

const UNTRUSTED_FORWARDED_FOR =
  "Llegan peticiones con X-Forwarded-For y TRUSTED_PROXIES es 0: se ignora la cabecera y la dirección del cliente es la de la conexión. Detrás de un proxy, configure TRUSTED_PROXIES";

/**
 * `X-Forwarded-For` counts only as written by the proxies the portal trusts (TRUSTED_PROXIES). With
 * none, the header a request arrives with is replaced by the connection's address before Next (which
 * adds the header only when it is missing) or any handler reads it, so a client cannot name its own
 * address for the rate limits; the first such request logs a warning, once, for a proxy left unset.
 */
export function guardForwardedFor(): void {
  if (state.__portalForwardedFor) return;
  const guard: { warned: boolean } = (state.__portalForwardedFor = { warned: false });
  diagnostics.subscribe("http.server.request.start", (message) => {
    // A subscriber's exception would end the process: the start has already checked TRUSTED_PROXIES.
    const { request } = message as { request: IncomingMessage };
    if (env("TRUSTED_PROXIES") > 0) return;
    const given = request.headers["x-forwarded-for"] !== undefined;
    request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "desconocida";
    if (!given || guard.warned) return;
    guard.warned = true;
    logger().warn(UNTRUSTED_FORWARDED_FOR);
  });
}
