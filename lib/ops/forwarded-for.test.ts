import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientAddress } from "@/lib/api/client-address";
import { guardForwardedFor } from "./forwarded-for";
import { logger } from "./log";

describe("X-Forwarded-For counts only as written by a trusted proxy", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    guardForwardedFor();
    // Stands in for Next: a handler reads the client address from the request's headers as they reach it.
    server = createServer((req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      res.end(clientAddress(headers));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
    vi.restoreAllMocks();
  });

  const addressSeen = async (headers: Record<string, string> = {}) => (await fetch(base, { headers })).text();

  it("with TRUSTED_PROXIES=0 a client cannot name its own address, and the first such request logs a warning, once", async () => {
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    expect(await addressSeen()).toBe("127.0.0.1");
    expect(warn).not.toHaveBeenCalled();
    expect(await addressSeen({ "x-forwarded-for": "203.0.113.9" })).toBe("127.0.0.1");
    expect(await addressSeen({ "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).toBe("127.0.0.1");
    expect(warn.mock.calls).toEqual([
      [
        "Llegan peticiones con X-Forwarded-For y TRUSTED_PROXIES es 0: se ignora la cabecera y la dirección del cliente es la de la conexión. Detrás de un proxy, configure TRUSTED_PROXIES",
      ],
    ]);
  });

  it("with TRUSTED_PROXIES=1 the client is the entry the proxy appended", async () => {
    process.env.TRUSTED_PROXIES = "1";
    expect(await addressSeen({ "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).toBe("203.0.113.9");
  });
});
