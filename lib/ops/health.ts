import { openedDb } from "@/lib/database";
import { logger } from "./log";
import { readiness } from "./readiness";

// Neither check reads the session nor writes anything: a load balancer calls them every few seconds.
const noStore = { "Cache-Control": "no-store" };

const state = globalThis as unknown as { __portalNotReadyReason?: string };

export async function healthResponse(): Promise<Response> {
  return Response.json({ status: "ok" }, { headers: noStore });
}

/**
 * Ready or not, and nothing more: the caller is anonymous. Why not (a database error's text) goes to
 * the log, once each time the reason changes, not at every check of the load balancer.
 */
export async function readyResponse(): Promise<Response> {
  const check = await readiness(await openedDb());
  if (check.ready) {
    delete state.__portalNotReadyReason;
    return Response.json({ status: "ready" }, { headers: noStore });
  }
  if (state.__portalNotReadyReason !== check.reason)
    logger().warn({ reason: check.reason }, "El servidor no está listo");
  state.__portalNotReadyReason = check.reason;
  return Response.json({ status: "unavailable" }, { status: 503, headers: noStore });
}
