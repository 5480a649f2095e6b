import { expect, signInAs, test } from "./fixtures";
import { MAIN_PAGES } from "./main-pages";
import { pageProblems } from "./page-checks";
import { settle } from "./settle";
import { walkTabs } from "./tab-walk";

// One walk of every page of every role and of each of its tabs, nested ones included (issues 24 and 42): one
// sign-in per role, and in each state all the checks of e2e/page-checks.ts. It lists every problem it finds. It runs
// last (by its name), when the other specs have filled the lists.

const accounts = [...new Set(MAIN_PAGES.map(([account]) => account))];

for (const account of accounts) {
  const paths = MAIN_PAGES.filter(([each]) => each === account).map(([, path]) => path);
  test(`${account ?? "visitor"}'s pages and their tabs: axe, accents, 'tú', no ids, fit at 320 px and on a phone`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + paths.length * 40_000);
    if (account) await signInAs(page, account);
    const found: string[] = [];
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await settle(page);
        found.push(...(await pageProblems(page, path, { phone: true })));
        found.push(
          ...(await walkTabs(page, async (tab) => {
            await settle(page);
            return pageProblems(page, `${path} › ${tab}`, { phone: false });
          })),
        );
      });
    }
    expect(found).toEqual([]);
  });
}
