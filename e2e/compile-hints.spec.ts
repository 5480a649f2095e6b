import type { APIRequestContext, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every script file the server's HTML runs starts with V8's eager compile hint (scripts/build.mjs); the
 * `noModule` polyfills are for browsers that run no module scripts, which do not read the hint either.
 */
async function expectHintedScripts(request: APIRequestContext, response: Response | null) {
  const html = await response!.text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/\snoModule\b/i.test(attributes))
    .flatMap((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) {
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect((await script.text()).startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
  }
}

test("the scripts a page starts with are compiled while they download", async ({ page, request, as }) => {
  await expectHintedScripts(request, await page.goto("/verificar"));
  await as("coordinator");
  await expectHintedScripts(request, await page.goto("/"));
  await expectHintedScripts(request, await page.goto("/documental"));
});
