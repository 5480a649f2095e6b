import AxeBuilder from "@axe-core/playwright";
import { expect, test, type DemoAccount } from "./fixtures";

// Every screen built so far, as the role that uses it (null: a visitor without a session); axe checks labels, names, contrast, ARIA.
const SCREENS: [DemoAccount | null, string][] = [
  ["student", "/"],
  ["student", "/grades"],
  ["student", "/documental"],
  ["coordinator", "/documental"],
  ["admin", "/documental"],
  ["secretary", "/registry"],
  ["admin", "/notifications"],
  ["student", "/mis-datos"],
  ["admin", "/privacy"],
  ["admin", "/curso-academico"],
  ["secretary", "/student-record"],
  ["instructor", "/student-record"],
  ["coordinator", "/interactions"],
  ["student", "/instances"],
  ["secretary", "/instances"],
  ["coordinator", "/instances"],
  ["admin", "/instances"],
  [null, "/verificar"],
  [null, "/accesibilidad"],
  [null, "/privacidad"],
  [null, "/verificar/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ"],
  ["student", "/enrollments"],
  ["student", "/enrollments?tab=nueva"],
  ["admin", "/enrollments"],
  ["admin", "/enrollments?tab=administrar"],
  ["secretary", "/enrollments?tab=convocatorias"],
  ["student", "/tfg"],
  ["coordinator", "/tfg"],
  ["admin", "/tfg?tab=grades"],
  ["secretary", "/tfg"],
  ["instructor", "/tfg?tab=areas"],
  ["coordinator", "/tfg?tab=defense"],
  ["instructor", "/tfg?tab=courts"],
  ["secretary", "/tfg?tab=defense"],
  ["student", "/exams"],
  ["instructor", "/exams"],
  ["coordinator", "/exams"],
  ["examManager", "/exams"],
  ["examManager", "/exams?tab=sedes"],
  ["examManager", "/exams?tab=listas-de-espera"],
];

for (const [account, path] of SCREENS) {
  test(`${path} as ${account ?? "visitor"} has no serious accessibility violations`, async ({ page, as }) => {
    if (account) await as(account);
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
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
