// `npm run tour`: the README's screenshots ("A tour") from the demo university. It starts the
// production build on a fresh embedded database, opens session links in Debian's Chromium (or
// Playwright's), and writes docs/tour/*.png.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { root } from "./sources.mjs";
import { startDemoServer } from "./bench/demo-server";

const PORT = Number(process.env.TOUR_PORT ?? 3392);
const API_KEY = "tour-screenshots";
const base = `http://127.0.0.1:${PORT}`;
const OUT = path.join(root, "docs", "tour");
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

interface Shot {
  file: string;
  account: string;
  page: string;
  viewport: { width: number; height: number };
}

const SHOTS: Shot[] = [
  { file: "student-landing-phone.png", account: "demo-alumno", page: "/", viewport: PHONE },
  { file: "student-exams-phone.png", account: "demo-alumno", page: "/exams", viewport: PHONE },
  { file: "secretary-instances-laptop.png", account: "demo-secretaria", page: "/instances", viewport: LAPTOP },
  { file: "student-voucher-phone.png", account: "demo-alumno", page: "/exams/voucher/1", viewport: PHONE },
  {
    file: "exam-manager-checkin-phone.png",
    account: "demo-gestor-examenes",
    page: "/exams/checkin?examId=3&venueId=cntr_exam_01",
    viewport: PHONE,
  },
  {
    file: "exam-manager-attendance-laptop.png",
    account: "demo-gestor-examenes",
    page: "/exams/attendance?examId=3&venueId=cntr_exam_01",
    viewport: LAPTOP,
  },
];

async function sessionLink(externalId: string): Promise<string> {
  const res = await fetch(`${base}/api/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ externalId }),
  });
  if (res.status !== 201) throw new Error(`POST /api/sessions (${externalId}): ${res.status}`);
  return `${base}/${((await res.json()) as { sessionId: string }).sessionId}`;
}

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    deviceScaleFactor: shot.viewport === PHONE ? 2 : 1,
  });
  const page = await context.newPage();
  await page.goto(await sessionLink(shot.account));
  await page.getByRole("button", { name: "Cerrar sesión" }).waitFor();
  if (shot.page !== "/") await page.goto(`${base}${shot.page}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(OUT, shot.file) });
  await context.close();
  console.log(`docs/tour/${shot.file}`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startDemoServer("tour", PORT, API_KEY, { LOG_LEVEL: "warn" });
  const browser = await chromium.launch(
    existsSync("/usr/bin/chromium") ? { executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] } : {},
  );
  try {
    for (const shot of SHOTS) await take(browser, shot);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
