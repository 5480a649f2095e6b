import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server playing the SMS gateway: it refuses the next `failures` requests with 503,
 * and answers each request after `delayMs` (a slow gateway).
 */
export async function startSmsGateway() {
  const gateway = {
    url: "",
    failures: 0,
    delayMs: 0,
    received: [] as { number: string; text: string }[],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", async () => {
      if (gateway.delayMs) await new Promise((resolve) => setTimeout(resolve, gateway.delayMs));
      if (gateway.failures > 0) {
        gateway.failures--;
        res.writeHead(503).end("saturada");
        return;
      }
      gateway.received.push(JSON.parse(data));
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ id: `msg-${gateway.received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  gateway.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return gateway;
}
