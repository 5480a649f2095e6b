import type { Page } from "@playwright/test";
import { unaccentedWordsIn } from "../lib/orthography/unaccented-words";
import { ustedFormsIn } from "../lib/orthography/usted-forms";
import { axeViolations, seriousViolations } from "./axe";
import { actionsOffScreen, pageOverflow, spilledButtons } from "./overflow";
import { SIZES } from "./sizes";

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
  /(?<![\p{L}\d])(solicitud|documento|examen|sede|instancia|asiento|petición|tribunal|área|convocatoria|plantilla|mensaje|defensa|interacción|matrícula|registro|adjunto|fichero|expediente|notificación|asignación|justificante|encuesta|propuesta|aviso|alumno|usuario)[ \u00a0]+(n\.?º[ \u00a0]*)?\d+(?![\p{L}\d]|[-/]\d)/giu;

/** Words the seeds lost their accent on, forms that address the reader as 'usted' (the portal says 'tú'), ids. */
async function wrongWords(page: Page) {
  return (await shownTexts(page)).flatMap((text) => [
    ...unaccentedWordsIn(text),
    ...ustedFormsIn(text),
    ...[...text.matchAll(LOGIN_ID)].map(([id]) => `login id ${id}`),
    ...[...text.matchAll(ROW_ID)].map(([id]) => `row id ${id}`),
  ]);
}

const NARROW = { width: 320, height: 640 };

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The problems of the page at `size`, narrowed in place (a second walk per size would multiply the walk's time). */
async function atSize(page: Page, size: { width: number; height: number }, read: () => Promise<string[]>) {
  const wide = page.viewportSize()!;
  await page.setViewportSize(size);
  await nextFrame(page);
  const found = await read();
  await page.setViewportSize(wide);
  await nextFrame(page);
  return found;
}

/** What does not fit at 320 CSS px (WCAG 1.4.10): sideways scroll, a row action off screen, a spilled label. */
const tooWide = async (page: Page) => [
  ...(await pageOverflow(page)).map((el) => `sticks out: ${el}`),
  ...(await actionsOffScreen(page)).map((action) => `row action off screen: ${action}`),
  ...(await spilledButtons(page)).map((button) => `label spills: ${button}`),
];

/**
 * Every check of a page or tab as it is now, one line per problem, prefixed with `where`: axe (WCAG A/AA and best
 * practice, every impact) and the words at the test's size, the fit at 320 px and, for a page (not each of its
 * tabs), the fit and serious axe findings at a phone's size, where the menu becomes a drawer and tables cards.
 */
export async function pageProblems(page: Page, where: string, { phone }: { phone: boolean }) {
  const found = [
    ...(await axeViolations(page)).map((line) => `axe: ${line}`),
    ...(await wrongWords(page)).map((word) => `'${word}'`),
    ...(await atSize(page, NARROW, () => tooWide(page))).map((problem) => `at 320 px: ${problem}`),
  ];
  if (phone) {
    const onPhone = await atSize(page, SIZES.phone, async () => [
      ...(await pageOverflow(page)).map((el) => `sticks out: ${el}`),
      ...(await actionsOffScreen(page)).map((action) => `row action off screen: ${action}`),
      ...(await seriousViolations(page)).map((line) => `axe: ${line}`),
    ]);
    found.push(...onPhone.map((problem) => `on a phone: ${problem}`));
  }
  return found.map((problem) => `${where}: ${problem}`);
}
