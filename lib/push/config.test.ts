import { afterEach, describe, expect, it } from "vitest";
import tailwind from "@/tailwind.config";
import { THEME_COLOR } from "@/lib/pwa/constants";
import { isAllowedEndpoint } from "./config";
import { deviceName } from "./device-name";

afterEach(() => {
  delete process.env.PUSH_SERVICE_ORIGINS;
});

describe("the push services the portal sends to (PUSH_SERVICE_ORIGINS)", () => {
  it.each([
    ["Chrome's (FCM)", "https://fcm.googleapis.com/fcm/send/abc", true],
    ["Firefox's", "https://updates.push.services.mozilla.com/wpush/v2/abc", true],
    ["Safari's, any subdomain", "https://web.push.apple.com/QGx", true],
    ["Edge's, any subdomain", "https://wns2-db5p.notify.windows.com/w/?token=x", true],
    ["a known host over plain HTTP", "http://fcm.googleapis.com/fcm/send/abc", false],
    ["an address inside the network", "https://10.0.0.7/admin", false],
    ["a host that only ends like a known one", "https://evilpush.apple.com.example/x", false],
    ["the bare domain of a wildcard", "https://push.apple.com/x", false],
    ["no URL", "fcm", false],
  ])("%s: %s → %s", (_, endpoint, allowed) => {
    expect(isAllowedEndpoint(endpoint)).toBe(allowed);
  });

  it("takes the configured list, port included", () => {
    process.env.PUSH_SERVICE_ORIGINS = "http://localhost:8090";
    expect(isAllowedEndpoint("http://localhost:8090/notify/x")).toBe(true);
    expect(isAllowedEndpoint("http://localhost:8091/notify/x")).toBe(false);
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(false);
  });
});

describe("a device's name in 'Avisos'", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome en Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari en iOS",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox en Windows"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge en Windows",
    ],
    ["curl/8.5", "Navegador"],
  ])("%s → %s", (ua, name) => expect(deviceName(ua, "es")).toBe(name));
});

it("the installed app's theme colour is the brand's 700, the colour of the top bar", () => {
  expect(THEME_COLOR).toBe((tailwind.theme?.extend?.colors as { brand: Record<number, string> }).brand[700]);
});
