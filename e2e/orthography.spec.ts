import type { Page } from "@playwright/test";
import { unaccentedWordsIn } from "../lib/orthography/unaccented-words";
import { ustedFormsIn } from "../lib/orthography/usted-forms";
import { expect, test } from "./fixtures";
import { MAIN_PAGES } from "./main-pages";
import { actionsOffScreen, pageOverflow, spilledButtons } from "./overflow";
import { walkTabs } from "./tab-walk";

/** What a user reads or hears on the page: its visible text, its title and the texts of labels and hints. */
const shownTexts = (page: Page) =>
  page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? ""),
    ),
  ]);

// The demo university's login ids (lib/demo/accounts.ts and lib/demo/people.ts): a person is shown by name and DNI.
const LOGIN_ID =
  /\b(demo-(alumno|profesor|coordinador|secretaria|admin|gestor-examenes)|alumno-\d{3}|profesor-\d{2}|coordinador-(gii|gade|mucd))\b/gi;
// A row named by its id ('la solicitud 6', 'documento n.º 8'): a row is named by what it is. A receipt's registry
// code ('E-2026-000010') and a year ('convocatoria 2025-2026') are not ids; the word must precede the number on
// the same line, so a table's header above its cells is not one either.
const ROW_ID =
  /(?<![\p{L}\d])(solicitud|documento|examen|sede|instancia|asiento|petición|tribunal|área|convocatoria|plantilla|mensaje|defensa)[ \u00a0]+(n\.?º[ \u00a0]*)?\d+(?![\p{L}\d]|[-/]\d)/giu;

// Words the seeds lost their accent on, forms that address the reader as 'usted' (the portal says 'tú'), login ids
// and row ids.
const wrongWords = async (page: Page, where: string) =>
  (await shownTexts(page)).flatMap((text) =>
    [
      ...unaccentedWordsIn(text),
      ...ustedFormsIn(text),
      ...[...text.matchAll(LOGIN_ID)].map(([id]) => `login id ${id}`),
      ...[...text.matchAll(ROW_ID)].map(([id]) => `row id ${id}`),
    ].map((word) => `${where}: '${word}'`),
  );

const NARROW = { width: 320, height: 640 };

/**
 * What does not fit at 320 CSS px (WCAG 1.4.10): the page scrolls sideways, a row action or a button's label spills.
 * Each page and tab state of the walk is narrowed in place and widened back: about 0.35 s a state, where a second
 * walk at 320 px would double the spec's 4.5 minutes.
 */
async function tooWide(page: Page, where: string) {
  const wide = page.viewportSize()!;
  await page.setViewportSize(NARROW);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const found = [
    ...(await pageOverflow(page)).map((el) => `sticks out: ${el}`),
    ...(await actionsOffScreen(page)).map((action) => `row action off screen: ${action}`),
    ...(await spilledButtons(page)).map((button) => `label spills: ${button}`),
  ];
  await page.setViewportSize(wide);
  return found.map((problem) => `${where} at 320 px: ${problem}`);
}

const check = async (page: Page, where: string) => [
  ...(await wrongWords(page, where)),
  ...(await tooWide(page, where)),
];

for (const [account, path] of MAIN_PAGES) {
  test(`${path} as ${account ?? "visitor"}: accents, 'tú', no ids, and fits at 320 px`, async ({ page, as }) => {
    if (account) await as(account);
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const found = await check(page, path);
    found.push(...(await walkTabs(page, (tab) => check(page, `${path} › ${tab}`))));
    expect(found).toEqual([]);
  });
}
