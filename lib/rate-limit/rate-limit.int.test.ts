import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import { TooManyRequestsError } from "@/lib/api/errors";
import { uniq } from "@/lib/testing/fixtures";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";

const rule = (max = 3): RateLimitRule => ({
  name: `test-${uniq()}`,
  max,
  windowSeconds: 60,
  message: "Demasiadas peticiones",
});
const at = (iso: string) => new Date(iso);

async function outcome(promise: Promise<void>): Promise<"ok" | number> {
  try {
    await promise;
    return "ok";
  } catch (err) {
    if (err instanceof TooManyRequestsError) return err.retryAfterSeconds;
    throw err;
  }
}

describe("consumeRateLimit", () => {
  it("lets `max` requests through per window, then answers 429 with the rule's message and Retry-After", async () => {
    const db = await getDb();
    const r = rule(3);
    const seen = [];
    for (let i = 0; i < 5; i++)
      seen.push(await outcome(consumeRateLimit(db, r, "10.0.0.1", at("2026-07-01T10:00:15Z"))));
    expect(seen).toEqual(["ok", "ok", "ok", 45, 45]);
    await expect(consumeRateLimit(db, r, "10.0.0.1", at("2026-07-01T10:00:20Z"))).rejects.toMatchObject({
      status: 429,
      message: "Demasiadas peticiones",
    });
  });

  it.each([
    ["another subject", (r: RateLimitRule) => [r, "10.0.0.2", "2026-07-01T10:00:30Z"] as const],
    [
      "another rule",
      (r: RateLimitRule) => [{ ...r, name: `${r.name}-b` }, "10.0.0.1", "2026-07-01T10:00:30Z"] as const,
    ],
    ["the next window", (r: RateLimitRule) => [r, "10.0.0.1", "2026-07-01T10:01:00Z"] as const],
  ])("counts %s apart", async (_, other) => {
    const db = await getDb();
    const r = rule(1);
    await consumeRateLimit(db, r, "10.0.0.1", at("2026-07-01T10:00:10Z"));
    expect(await outcome(consumeRateLimit(db, r, "10.0.0.1", at("2026-07-01T10:00:11Z")))).toBe(49);
    const [otherRule, subject, when] = other(r);
    expect(await outcome(consumeRateLimit(db, otherRule, subject, at(when)))).toBe("ok");
  });

  it("counts a lagging instance's request into the current window", async () => {
    const db = await getDb();
    const r = rule(1);
    await consumeRateLimit(db, r, "10.0.0.3", at("2026-07-01T10:01:05Z"));
    expect(await outcome(consumeRateLimit(db, r, "10.0.0.3", at("2026-07-01T10:00:59Z")))).not.toBe("ok");
  });

  it("never lets more than `max` through under concurrent requests", async () => {
    const db = await getDb();
    const r = rule(20);
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 60 }, () => outcome(consumeRateLimit(db, r, "10.0.0.4", now))),
    );
    expect(results.filter((x) => x === "ok")).toHaveLength(20);
  });
});
