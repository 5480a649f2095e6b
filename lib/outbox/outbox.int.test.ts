import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/database";
import { makeUser, uniq } from "@/lib/testing/fixtures";
import { eq, inArray } from "drizzle-orm";
import { outbox } from "@/db/schema";
import { startSmsGateway } from "@/lib/testing/sms-gateway";
import { deliverDue, deliverNow, enqueue, LEASE_MS } from "./deliver";
import { httpSmsTransport, TRANSPORT_TIMEOUT_MS } from "./transports";

// A local HTTP server that plays the SMS gateway: it refuses the first `failures` requests.
let server: Server;
let url: string;
let failures = 0;
const received: { body: { number: string; text: string }; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      if (failures > 0) {
        failures--;
        res.writeHead(503).end("saturada");
        return;
      }
      received.push({ body: JSON.parse(data), authorization: req.headers.authorization });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `msg-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = async (text: string) => {
  const db = await getDb();
  const user = await makeUser("ROLE_STUDENT");
  return enqueue(db, {
    channel: "SMS",
    recipient: `+3460000${uniq().slice(0, 4)}`,
    recipientUserId: user.id,
    text,
    parts: 1,
  });
};

describe("outbox delivery", () => {
  it("stays QUEUED without a transport for its channel", async () => {
    const db = await getDb();
    const queued = await sms("sin pasarela");
    const after = await deliverNow(db, queued.id, { transports: {} });
    expect(after).toMatchObject({ status: "QUEUED", attempts: 0 });
  });

  it("delivers through the gateway with the token and keeps its answer", async () => {
    const db = await getDb();
    const queued = await sms("Hola");
    const sent = await deliverNow(db, queued.id, { transports: { SMS: httpSmsTransport(url, "token-123") } });
    expect(sent).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
    expect(sent.providerAnswer).toMatch(/^\{"id":"msg-\d+"\}$/);
    expect(received.at(-1)).toEqual({
      body: { number: queued.recipient, text: "Hola" },
      authorization: "Bearer token-123",
    });
  });

  it("retries with backoff after a gateway failure, then succeeds", async () => {
    const db = await getDb();
    const transports = { SMS: httpSmsTransport(url) };
    failures = 1;
    const queued = await sms("reintento");
    const first = await deliverNow(db, queued.id, { transports });
    expect(first).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(first.lastError).toContain("503");
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect((await deliverDue(db, { transports })).map((r) => r.id)).not.toContain(queued.id);
    const later = await deliverDue(db, { transports, now: new Date(Date.now() + 60_000), limit: 1000 });
    expect(later.find((r) => r.id === queued.id)).toMatchObject({ status: "SENT", attempts: 2 });
  });

  it("gives up as FAILED after the last attempt", async () => {
    const db = await getDb();
    process.env.OUTBOX_MAX_ATTEMPTS = "1";
    try {
      failures = 1;
      const queued = await sms("sin suerte");
      expect(await deliverNow(db, queued.id, { transports: { SMS: httpSmsTransport(url) } })).toMatchObject({
        status: "FAILED",
        attempts: 1,
      });
    } finally {
      delete process.env.OUTBOX_MAX_ATTEMPTS;
    }
  });

  it("sends the content given at delivery without storing it", async () => {
    const db = await getDb();
    const queued = await sms("contraseña: [oculta]");
    await deliverNow(db, queued.id, {
      transports: { SMS: httpSmsTransport(url) },
      content: { text: "contraseña: s3creta" },
    });
    expect(received.at(-1)!.body.text).toBe("contraseña: s3creta");
    const stored = await deliverNow(db, queued.id, { transports: {} });
    expect(stored.text).toBe("contraseña: [oculta]");
  });
});

describe("outbox claims", () => {
  it("two delivery loops against a slow gateway deliver each message exactly once", async () => {
    const db = await getDb();
    const gateway = await startSmsGateway();
    gateway.delayMs = 40;
    try {
      const tag = uniq();
      const queued = await Promise.all(Array.from({ length: 12 }, (_, i) => sms(`lote ${tag} #${i}`)));
      const transports = { SMS: httpSmsTransport(gateway.url) };
      // The second instance runs later than the first one's whole batch would take by the old lease:
      // only a claim per message, judged on the database's clock, keeps it off the first one's messages.
      const later = new Date(Date.now() + 6 * 60_000);
      const loop = async (now?: Date) => {
        for (let round = 0; round < 30; round++) {
          const done = await deliverDue(db, { transports, now, limit: 50 });
          if (done.length === 0) break;
        }
      };
      const pause = new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.all([loop(), pause.then(() => loop(later))]);
      const mine = gateway.received.filter((m) => m.text.startsWith(`lote ${tag} `)).map((m) => m.text);
      expect(mine.sort()).toEqual(queued.map((q) => q.text).sort());
      const rows = await db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            queued.map((q) => q.id),
          ),
        );
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(queued.map(() => ["SENT", 1]));
    } finally {
      await gateway.close();
    }
  });

  it("a completion after the claim was lost changes nothing: a SENT message never goes back to QUEUED", async () => {
    const db = await getDb();
    const queued = await sms("carrera");
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    // The first sender's claim lapses while its gateway hangs, another sender delivers the message,
    // and then the first one's attempt fails.
    const first = deliverNow(db, queued.id, {
      transports: {
        SMS: async () => {
          await db
            .update(outbox)
            .set({ nextAttemptAt: new Date(Date.now() - 1000) })
            .where(eq(outbox.id, queued.id));
          const [second] = await deliverDue(db, { transports: { SMS: async () => "ok" }, limit: 1000 }).then((r) =>
            r.filter((x) => x.id === queued.id),
          );
          expect(second).toMatchObject({ status: "SENT" });
          release();
          throw new Error("tarde");
        },
      },
    });
    await slow;
    expect(await first).toMatchObject({ status: "SENT", attempts: 1 });
  });

  it("deliverNow leaves alone a message another sender is sending", async () => {
    const db = await getDb();
    const queued = await sms(`en curso ${uniq()}`);
    // Not due for an hour, so that no poller of the test files running alongside takes it: the two
    // senders here claim it by id.
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(outbox.id, queued.id));
    let claimed!: () => void;
    const sending = new Promise<void>((resolve) => (claimed = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const first = deliverNow(db, queued.id, {
      transports: {
        SMS: async (m) => {
          claimed();
          await held;
          sent.push(m.text);
          return "primero";
        },
      },
    });
    await sending;
    const now = await deliverNow(db, queued.id, {
      transports: { SMS: async (m) => (sent.push(m.text), "ahora") },
    });
    expect(now).toMatchObject({ status: "SENDING", attempts: 0 });
    release();
    expect(await first).toMatchObject({ status: "SENT", attempts: 1, providerAnswer: "primero" });
    expect(sent).toEqual([queued.text]);
  });

  it("gives up on a provider that never answers before the claim lapses, and queues the message again", async () => {
    expect(TRANSPORT_TIMEOUT_MS * 2).toBeLessThan(LEASE_MS);
    const db = await getDb();
    const queued = await sms(`sin respuesta ${uniq()}`);
    let called!: () => void;
    const calling = new Promise<void>((resolve) => (called = resolve));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const attempt = deliverNow(db, queued.id, {
        transports: { SMS: () => (called(), new Promise<string>(() => {})) },
      });
      await calling;
      await vi.advanceTimersByTimeAsync(TRANSPORT_TIMEOUT_MS);
      vi.useRealTimers();
      expect(await attempt).toMatchObject({
        status: "QUEUED",
        attempts: 1,
        lastError: `El proveedor no respondió en ${TRANSPORT_TIMEOUT_MS / 1000} s`,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
