import { axeViolations } from "./axe";
import { expect, test, type DemoAccount } from "./fixtures";
import { walkTabs } from "./tab-walk";

// axe, best practices included and at every impact (issue 42 point 10), on every main page of every role and
// on each of its tabs, nested ones included (null: a visitor without a session): labels, names, contrast,
// ARIA, landmarks, heading order.
const PAGES: [DemoAccount | null, string][] = [
  ["student", "/"],
  ["student", "/exams"],
  ["student", "/grades"],
  ["student", "/documental"],
  ["student", "/instances"],
  ["student", "/enrollments"],
  ["student", "/tfg"],
  ["student", "/mis-datos"],
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
  ["admin", "/privacy"],
  ["admin", "/curso-academico"],
  ["examManager", "/exams"],
  [null, "/verificar"],
  [null, "/verificar/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ"],
  [null, "/accesibilidad"],
  [null, "/privacidad"],
];

for (const [account, path] of PAGES) {
  test(`${path} as ${account ?? "visitor"} passes axe on every tab`, async ({ page, as }) => {
    if (account) await as(account);
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const found = (await axeViolations(page)).map((line) => `${path}: ${line}`);
    found.push(
      ...(await walkTabs(page, async (tab) => (await axeViolations(page)).map((line) => `${path} › ${tab}: ${line}`))),
    );
    expect(found).toEqual([]);
  });
}

test("the landing is usable with the keyboard alone", async ({ page, as }) => {
  await as("student");
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Portal de servicios" })).toBeFocused();
});
