// `npx tsx scripts/icons.ts`: the installed app's PNG icons (public/icons, and app/apple-icon.png, which Next
// links as the home-screen icon of iOS), drawn by Chromium from the portal's SVG mark (app/icon.svg), so no
// binary file is written by hand. Run again after changing the mark.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "./sources.mjs";

const BLUE = "#1d4ed8";
const GLYPH =
  "M10 25V7h7.2c4 0 6.3 2.1 6.3 5.6 0 3.6-2.4 5.8-6.4 5.8H14V25zm4-10h2.8c1.8 0 2.8-.9 2.8-2.4s-1-2.3-2.8-2.3H14z";

// `any`: the mark with its rounded corners. `maskable`: a full square, the letter inside the central
// 60 % (the safe zone is the 80 % circle), so any mask shape keeps it whole.
const svg = (size: number, maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(6.4 6.4) scale(0.6)"><path d="${GLYPH}" fill="#fff"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BLUE}"/><path d="${GLYPH}" fill="#fff"/></svg>`;

export const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "../../app/apple-icon.png", size: 180, maskable: true },
];

const executablePath = "/usr/bin/chromium";
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const dir = path.join(root, "public", "icons");
mkdirSync(dir, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(size, maskable)}</body>`);
  await page.locator("svg").screenshot({ path: path.join(dir, file), omitBackground: true });
  await page.close();
  console.log(`${path.relative(root, path.join(dir, file))} (${size}×${size})`);
}
await browser.close();
