import { openedDb } from "@/db";
import { readiness } from "./readiness";

// Neither check reads the session nor writes anything: a load balancer calls them every few seconds.
const noStore = { "Cache-Control": "no-store" };

export async function healthResponse(): Promise<Response> {
  return Response.json({ status: "ok" }, { headers: noStore });
}

export async function readyResponse(): Promise<Response> {
  const state = await readiness(await openedDb());
  if (state.ready) return Response.json({ status: "ready" }, { headers: noStore });
  return Response.json({ status: "unavailable", reason: state.reason }, { status: 503, headers: noStore });
}
