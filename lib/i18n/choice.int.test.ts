import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUT as chooseLocale } from "@/app/api/locale/route";
import { GET as listInteractions } from "@/app/interactions-api/route";
import { users } from "@/db/schema";
import { getDb } from "@/lib/database";
import { call, makeUser } from "@/lib/testing/fixtures";

const ORIGIN = { origin: "http://localhost:3000", host: "localhost:3000" };

beforeEach(() => {
  process.env.PORTAL_LOCALES = "es,ca,en";
});
afterEach(() => {
  delete process.env.PORTAL_LOCALES;
});

describe("PUT /api/locale: the language chosen in 'Idioma'", () => {
  it("is kept on the person's row, so that it follows them to another device, and in a cookie", async () => {
    const secretary = await makeUser("ROLE_SECR");
    const res = await call("PUT", chooseLocale, { as: secretary, json: { locale: "en" }, path: "/api/locale" });
    expect(res.status).toBe(204);
    expect(res.res.headers.get("set-cookie")).toMatch(/^portal-locale=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const [row] = await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, secretary.id));
    expect(row!.locale).toBe("en");

    // Another device: the same person, another session, no cookie and a Spanish browser.
    const tooLong = "x".repeat(101);
    const answer = await call("GET", listInteractions, {
      as: secretary,
      query: { receiver: tooLong },
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe("Too big: expected string to have <=100 characters");
  });

  it("answers a visitor with the cookie only, from the portal's own pages", async () => {
    const res = await call("PUT", chooseLocale, { json: { locale: "ca" }, headers: ORIGIN, path: "/api/locale" });
    expect(res.status).toBe(204);
    expect(res.res.headers.get("set-cookie")).toContain("portal-locale=ca");

    const foreign = await call("PUT", chooseLocale, {
      json: { locale: "ca" },
      headers: { origin: "https://elsewhere.example", host: "localhost:3000" },
      path: "/api/locale",
    });
    expect(foreign.status).toBe(403);
    expect(foreign.data.message).toBe("Petición rechazada: origen no permitido");
  });

  it("refuses a language the university does not offer, in the visitor's language", async () => {
    const res = await call("PUT", chooseLocale, { json: { locale: "gl" }, headers: ORIGIN, path: "/api/locale" });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Ese idioma no está disponible en este portal");
    expect(
      (await call("PUT", chooseLocale, { json: { locale: "klingon" }, headers: ORIGIN, path: "/api/locale" })).status,
    ).toBe(400);
  });
});
