import diagnostics from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";

// Node announces every HTTP request on this channel, pages and API alike, with the server that took
// it: the portal learns Next's server (to close it) without owning it.
interface RequestStart {
  response: ServerResponse;
  server: Server;
}

const state = globalThis as unknown as { __portalInFlight?: { open: Set<ServerResponse>; servers: Set<Server> } };

function tracked() {
  if (!state.__portalInFlight) {
    const open = new Set<ServerResponse>();
    const servers = new Set<Server>();
    diagnostics.subscribe("http.server.request.start", (message) => {
      const { response, server } = message as RequestStart;
      servers.add(server);
      open.add(response);
      response.once("close", () => open.delete(response));
    });
    state.__portalInFlight = { open, servers };
  }
  return state.__portalInFlight;
}

/** Starts counting requests (at server start). */
export const trackRequests = () => void tracked();

/** Requests whose response has not ended. */
export const requestsInFlight = () => tracked().open.size;

/** Stops taking connections and ends the idle ones, so the process can exit once the last response is out. */
export function closeServers(): void {
  for (const server of tracked().servers) {
    server.close();
    server.closeAllConnections();
  }
}
