// `npm run bench:lighthouse`: Lighthouse's performance score (mobile preset, the default) of every page of
// every role, each signed in as the role's demo account, and of the public pages signed out
// (./lighthouse-pages.ts), against the standalone server of the production build on a fresh embedded
// database (the demo university). LIGHTHOUSE_AS (a demo account, or `sin-sesion`) and LIGHTHOUSE_PAGES
// (comma-separated paths) narrow that down. Each page is measured RUNS times and the medians are kept.
// Lighthouse runs through `npx` at a pinned version instead of being a devDependency: it brings about
// 200 packages that every `npm ci` would install for a measurement that is not part of CI.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { SIGNED_OUT, visits } from "./lighthouse-pages";
import { startDemoServer } from "./demo-server";
import { spendSessionLink } from "./sign-in";

const LIGHTHOUSE = "lighthouse@12.8.2";
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGET = 95;
const API_KEY = "bench-lighthouse";
// A folder to keep every run's full JSON report in, to see what a score is made of.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const base = `http://127.0.0.1:${PORT}`;
const run = promisify(execFile);

/** The cookies of a signed-in browser: a new session link, spent. */
async function signIn(externalId: string): Promise<string> {
  const created = await fetch(`${base}/api/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ externalId }),
  });
  if (created.status !== 201) throw new Error(`POST /api/sessions: ${created.status}`);
  const { sessionId } = (await created.json()) as { sessionId: string };
  return spendSessionLink(base, sessionId);
}

/** One Lighthouse run's performance score (0–100) and its main metrics. */
async function lighthouse(url: string, cookie: string | null, profile: string, name: string) {
  const { stdout } = await run(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profile}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 << 20 },
  );
  if (REPORTS) writeFileSync(path.join(REPORTS, `${name}.json`), stdout);
  const report = JSON.parse(stdout) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ha acabado en ${report.finalDisplayedUrl}`);
  const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

async function main(): Promise<void> {
  const chosen = visits(process.env.LIGHTHOUSE_AS || undefined, process.env.LIGHTHOUSE_PAGES?.split(","));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const server = await startDemoServer("lighthouse", PORT, API_KEY, { OUTBOX_POLL_SECONDS: "3600" });
  let failed = false;
  try {
    console.log(`\n## npm run bench:lighthouse: ${LIGHTHOUSE}, móvil, mediana de ${RUNS}, objetivo ≥ ${TARGET}\n`);
    console.log("| rol | página | rendimiento | TBT | LCP | |\n|---|---|---|---|---|---|");
    for (const { account, label, pages } of chosen) {
      const cookie = account ? await signIn(account) : null;
      for (const page of pages) {
        const runs = [];
        try {
          for (let i = 0; i < RUNS; i++) {
            const name = `${account ?? SIGNED_OUT}-${page.replace(/\W/g, "") || "landing"}-${i + 1}`;
            runs.push(await lighthouse(`${base}${page}`, cookie, path.join(server.dir, `chrome-${name}`), name));
          }
        } catch (error) {
          // One page that fails (a redirect, a Chromium crash) should not cost the rest of a long run.
          failed = true;
          console.error(error);
          console.log(
            `| ${label} | ${page} | sin medir: ${(error as Error).message.split("\n")[0]!.slice(0, 120)} | | | ✗ |`,
          );
          continue;
        }
        const score = median(runs.map((r) => r.score));
        failed ||= score < TARGET;
        console.log(
          `| ${label} | ${page} | ${score} (${runs.map((r) => r.score).join(", ")}) | ${median(runs.map((r) => r.tbt))} ms | ${median(runs.map((r) => r.lcp))} ms | ${score >= TARGET ? "✓" : "✗"} |`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
