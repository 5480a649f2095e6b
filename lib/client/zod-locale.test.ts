import { afterEach, describe, expect, it, vi } from "vitest";

// lib/validation/z.ts configures zod when first imported: each case imports it afresh.
async function tooShortMessage() {
  vi.resetModules();
  const { z } = await import("@/lib/validation/z");
  const result = z.string().min(3).safeParse("a");
  return result.success ? "" : result.error.issues[0]!.message;
}

describe("zod's own messages in the browser: the page's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it("on the server (no document), Spanish", async () => {
    expect(await tooShortMessage()).toMatch(/^Demasiado pequeño/);
  });
  it("on a page in English, English", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "en" } });
    expect(await tooShortMessage()).toMatch(/^Too small/);
  });
  it("on a page in a language zod's maps do not name, Spanish", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "fr" } });
    expect(await tooShortMessage()).toMatch(/^Demasiado pequeño/);
  });
});
