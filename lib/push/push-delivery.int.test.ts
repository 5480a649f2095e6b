import { createServer } from "node:net";
import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as subscribe } from "@/app/push-api/subscriptions/route";
import { outbox } from "@/db/schema";
import { getDb } from "@/lib/database";
import { deliverDue, deliverNow } from "@/lib/outbox/deliver";
import { call, type TestUser } from "@/lib/testing/fixtures";
import { makeExam, makeExamCourse, makeTerm, makeVenue } from "@/lib/testing/exams";
import { deviceRow } from "@/lib/testing/push";
import { dropChoice, joinList, pick } from "@/lib/testing/waitlist";
import { vapidDetails } from "./config";
import { notifyDevices } from "./service";
import { pushTransport } from "./transport";

// A real push service on this machine: web-push-testing decrypts what it receives (RFC 8291) with the
// subscription's keys and checks the VAPID signature, as Chrome's or Firefox's service would.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS without types
const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PushTestingServer = require("web-push-testing/src/server.js");

let service: { _server: { close: (done: () => void) => void } };
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const post = async (path: string, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  return { status: res.status, data: res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text };
};

/** What the service received for a device, decrypted: the notices as the phone would show them. */
const received = async (clientHash: string) =>
  ((await post("/get-notifications", { clientHash })).data.data.messages as string[]).map((m) => JSON.parse(m));

beforeAll(async () => {
  const port = await freePort();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  service = new PushTestingServer(new PushApiModel(), port);
  (service as unknown as { startServer: () => void }).startServer();
  base = `http://localhost:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${base}/status`, { method: "POST" })).status).toBe(200));
  const keys = webpush.generateVAPIDKeys();
  Object.assign(process.env, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: "mailto:soporte@universidad.test",
    PUSH_SERVICE_ORIGINS: `https://fcm.googleapis.com, ${base}`,
  });
});

afterAll(async () => {
  for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT", "PUSH_SERVICE_ORIGINS"]) {
    delete process.env[name];
  }
  await new Promise<void>((resolve) => service._server.close(() => resolve()));
});

/** The student's phone: subscribed at the push service with the portal's key, then enabled in 'Avisos'. */
async function phoneOf(student: TestUser) {
  const { data } = await post("/subscribe", {
    userVisibleOnly: "true",
    applicationServerKey: vapidDetails()!.publicKey,
  });
  const { endpoint, keys, clientHash } = data.data as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  };
  const enabled = await call("POST", subscribe, { as: student, json: { endpoint, keys } });
  expect(enabled.status).toBe(200);
  return { clientHash, endpoint, deviceId: enabled.data.id as number };
}

const pushTransports = () => ({ PUSH: pushTransport(vapidDetails()!) });

const sendAll = (times: number) => {
  const transports = pushTransports();
  return Promise.all(Array.from({ length: times }, async () => deliverDue(await getDb(), { transports })));
};

async function pushesTo(userId: number) {
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipientUserId, userId), eq(outbox.channel, "PUSH")));
}

describe("web push through the outbox, against a local push service", () => {
  it("a promotion from the waiting list reaches the subscribed phone exactly once", async () => {
    const term = await makeTerm();
    const { course, students } = await makeExamCourse(2, "Termodinámica");
    const [holder, waiter] = students as [TestUser, TestUser];
    const venue = await makeVenue(1);
    const exam = await makeExam(course.id, term.id, { defaultHeadquarter: venue.id });
    const choice = (await pick(holder, exam.id, venue.id)).data.id as number;
    expect((await joinList(waiter, exam.id, venue.id)).status).toBe(201);
    const phone = await phoneOf(waiter);

    expect((await dropChoice(holder, choice)).status).toBe(200);
    // Three senders at once (the poller of two instances and the command): one claim, one notice.
    await sendAll(3);
    await sendAll(1);

    const notices = await received(phone.clientHash);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: `Tienes plaza en el examen de ${course.name}`, url: "/exams" });
    expect(notices[0].body).toContain(
      "Se ha liberado una plaza y se ha registrado tu petición desde la lista de espera",
    );
    expect(await pushesTo(waiter.id)).toMatchObject([
      { status: "SENT", attempts: 1, recipient: String(phone.deviceId) },
    ]);
    expect((await deviceRow(phone.deviceId))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("a subscription the push service dropped (410) is removed, and its notice fails without retries", async () => {
    const [, , student] = (await makeExamCourse(3)).students as TestUser[];
    const phone = await phoneOf(student!);
    expect((await post(`/expire-subscription/${phone.clientHash}`)).status).toBe(200);

    await notifyDevices(await getDb(), student!.id, { title: "Recordatorio: Examen", body: "mañana", url: "/" });
    // This notice alone: on PostgreSQL the outbox holds other files' notices too, which a poller's batch may
    // reach first.
    const [queued] = await pushesTo(student!.id);
    await deliverNow(await getDb(), queued!.id, { transports: pushTransports() });

    expect(await deviceRow(phone.deviceId)).toBeNull();
    const [message] = await pushesTo(student!.id);
    expect(message).toMatchObject({
      status: "FAILED",
      attempts: 1,
      lastError: "El servicio de avisos respondió 410: se ha quitado el dispositivo",
    });
    // What the outbox keeps of the failure names no device address.
    expect(message!.lastError).not.toContain(phone.clientHash);
  });

  it("nothing is queued for a person without devices, nor while push is off", async () => {
    const [student] = (await makeExamCourse(1)).students as TestUser[];
    const db = await getDb();
    expect(await notifyDevices(db, student!.id, { title: "t", body: "b", url: "/" })).toBe(0);
    await phoneOf(student!);
    const publicKey = process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PUBLIC_KEY;
    try {
      expect(await notifyDevices(db, student!.id, { title: "t", body: "b", url: "/" })).toBe(0);
    } finally {
      process.env.VAPID_PUBLIC_KEY = publicKey;
    }
    expect(await pushesTo(student!.id)).toEqual([]);
  });
});
