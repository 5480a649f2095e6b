import type { Page } from "@playwright/test";
import { unaccentedWordsIn } from "../lib/orthography/unaccented-words";
import { ustedFormsIn } from "../lib/orthography/usted-forms";
import { expect, test, type DemoAccount } from "./fixtures";
import { walkTabs } from "./tab-walk";

// The main pages of every role (null: a visitor without a session); each of their tabs is opened in turn.
const PAGES: [DemoAccount | null, string][] = [
  ["student", "/"],
  ["student", "/exams"],
  ["student", "/grades"],
  ["student", "/documental"],
  ["student", "/instances"],
  ["student", "/enrollments"],
  ["student", "/tfg"],
  ["instructor", "/exams"],
  ["instructor", "/student-record"],
  ["instructor", "/tfg"],
  ["coordinator", "/exams"],
  ["coordinator", "/documental"],
  ["coordinator", "/interactions"],
  ["coordinator", "/instances"],
  ["coordinator", "/tfg"],
  ["secretary", "/student-record"],
  ["secretary", "/registry"],
  ["secretary", "/instances"],
  ["secretary", "/enrollments"],
  ["secretary", "/tfg"],
  ["admin", "/documental"],
  ["admin", "/notifications"],
  ["admin", "/instances"],
  ["admin", "/enrollments"],
  ["admin", "/tfg"],
  ["examManager", "/exams"],
  [null, "/verificar"],
  [null, "/accesibilidad"],
  [null, "/privacidad"],
  [null, "/pagina-que-no-existe"],
];

/** What a user reads or hears on the page: its visible text, its title and the texts of labels and hints. */
const shownTexts = (page: Page) =>
  page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? ""),
    ),
  ]);

// Words the seeds lost their accent on, and forms that address the reader as 'usted' (the portal says 'tú').
const unaccented = async (page: Page, where: string) =>
  (await shownTexts(page)).flatMap((text) =>
    [...unaccentedWordsIn(text), ...ustedFormsIn(text)].map((word) => `${where}: '${word}'`),
  );

for (const [account, path] of PAGES) {
  test(`${path} as ${account ?? "visitor"} shows no word without its accent, and says 'tú'`, async ({ page, as }) => {
    if (account) await as(account);
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const found = await unaccented(page, path);
    found.push(...(await walkTabs(page, (tab) => unaccented(page, `${path} › ${tab}`))));
    expect(found).toEqual([]);
  });
}
