import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/push-api/subscriptions/route";
import { sessionCookieName } from "@/lib/auth/next-auth";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { deviceRow, FAKE_KEYS, TEST_VAPID } from "@/lib/testing/push";
import { ROLES } from "@/db/enums/roles";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const fcm = () => `https://fcm.googleapis.com/fcm/send/${uniq()}`;
const VAPID = TEST_VAPID;

beforeEach(() => Object.assign(process.env, VAPID));
afterEach(() => {
  for (const name of Object.keys(VAPID)) delete process.env[name];
});

const subscribe = (as: { sessionId: string }, json: unknown, headers: Record<string, string> = {}) =>
  call("POST", POST, { as, json, headers: { "user-agent": ANDROID_CHROME, ...headers } });

describe("POST /push-api/subscriptions and DELETE: a person's devices in 'Avisos'", () => {
  it("enables notices on this device, lists it by its browser's name, and disables them", async () => {
    const student = await makeUser("ROLE_STUDENT");
    const endpoint = fcm();
    const created = await subscribe(student, { endpoint, keys: FAKE_KEYS, expirationTime: null });
    expect(created.status).toBe(200);
    const overview = await call("GET", GET, { as: student });
    expect(overview.data).toMatchObject({
      enabled: true,
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      devices: [{ id: created.data.id, device: "Chrome en Android", endpoint, lastUsedAt: null }],
    });
    // The same subscription again (a second click): still one device.
    expect((await subscribe(student, { endpoint, keys: FAKE_KEYS })).data.id).toBe(created.data.id);

    const removed = await call("DELETE", DELETE, { as: student, json: { endpoint } });
    expect(removed).toMatchObject({ status: 200, data: { removed: 1 } });
    expect((await call("GET", GET, { as: student })).data.devices).toEqual([]);
    const again = await call("DELETE", DELETE, { as: student, json: { endpoint } });
    expect(again).toMatchObject({ status: 404, data: { message: "Ese dispositivo no tiene los avisos activados" } });
  });

  it("a browser that another person used before now belongs to whoever subscribed last", async () => {
    const [first, second] = [await makeUser("ROLE_STUDENT"), await makeUser("ROLE_INSTRUCTOR")];
    const endpoint = fcm();
    const { data } = await subscribe(first, { endpoint, keys: FAKE_KEYS });
    await subscribe(second, { endpoint, keys: FAKE_KEYS });
    expect(await deviceRow(data.id)).toMatchObject({ userId: second.id });
    expect((await call("GET", GET, { as: first })).data.devices).toEqual([]);
  });

  it.each([
    ["no endpoint", { keys: FAKE_KEYS }, "endpoint", "La dirección de la suscripción no es válida"],
    [
      "an endpoint that is no URL",
      { endpoint: "fcm", keys: FAKE_KEYS },
      "endpoint",
      "La dirección de la suscripción no es válida",
    ],
    [
      "an address inside the network, not a push service",
      { endpoint: "http://10.0.0.7/admin", keys: FAKE_KEYS },
      "endpoint",
      "La dirección de la suscripción no es válida",
    ],
    [
      "a push service's host over plain HTTP",
      { endpoint: "http://fcm.googleapis.com/fcm/send/x", keys: FAKE_KEYS },
      "endpoint",
      "La dirección de la suscripción no es válida",
    ],
    [
      "no keys",
      { endpoint: "https://fcm.googleapis.com/fcm/send/x" },
      "keys",
      "Las claves de la suscripción no son válidas",
    ],
    [
      "a key that is not base64url",
      { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "no es una clave", auth: FAKE_KEYS.auth } },
      "keys",
      "Las claves de la suscripción no son válidas",
    ],
  ])("refuses %s with 400 and a Spanish message", async (_, json, field, message) => {
    const student = await makeUser("ROLE_STUDENT");
    const res = await subscribe(student, json);
    expect(res.status).toBe(400);
    expect(res.data.errors[field]).toContain(message);
  });

  it.each([
    ["nothing", {}],
    ["both the endpoint and an id", { endpoint: "https://fcm.googleapis.com/fcm/send/x", id: 1 }],
  ])("DELETE with %s: 400 'Indica el dispositivo que quieres quitar'", async (_, json) => {
    const student = await makeUser("ROLE_STUDENT");
    const res = await call("DELETE", DELETE, { as: student, json });
    expect(res.status).toBe(400);
    expect(res.data.errors.id).toContain("Indica el dispositivo que quieres quitar");
  });

  it("without a session: 401; with the session cookie from another site: 403", async () => {
    expect((await call("POST", POST, { json: { endpoint: fcm(), keys: FAKE_KEYS } })).status).toBe(401);
    expect((await call("GET", GET)).status).toBe(401);
    const student = await makeUser("ROLE_STUDENT");
    const token = await encode({ token: { sid: student.sessionId }, secret: process.env.NEXTAUTH_SECRET! });
    const cookie = `${sessionCookieName()}=${token}`;
    const foreign = await call("POST", POST, {
      headers: { cookie, origin: "https://evil.example" },
      json: { endpoint: fcm(), keys: FAKE_KEYS },
    });
    expect(foreign).toMatchObject({ status: 403, data: { message: "Petición rechazada: origen no permitido" } });
  });

  it("every role may use 'Avisos'", async () => {
    for (const role of ROLES) {
      expect((await call("GET", GET, { as: await makeUser(role) })).status, role).toBe(200);
    }
  });

  it("says that notices are off while the VAPID keys are unset", async () => {
    for (const name of Object.keys(VAPID)) delete process.env[name];
    const student = await makeUser("ROLE_STUDENT");
    expect((await call("GET", GET, { as: student })).data).toMatchObject({ enabled: false, publicKey: null });
  });
});
