import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One line per violation: its rule and the elements it names. */
const lines = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** The serious and critical axe violations (WCAG 2.1 A and AA) on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return lines(violations.filter((v) => v.impact === "serious" || v.impact === "critical"));
}

/**
 * Every axe violation, of any impact, of WCAG 2.1 A and AA and of axe's best practices (unique landmarks,
 * heading order…) on the page as it is now, one line each. Also 'label-content-name-mismatch' (a name
 * that holds the visible label, WCAG 2.5.3), which axe leaves out by default as experimental.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // After a tab that navigates, Next streams the new page's <title> in after its content.
  await page.waitForFunction(() => document.title !== "");
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags([...WCAG_AA, "best-practice"])
    .analyze();
  return lines(violations);
}
