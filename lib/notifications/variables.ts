// Template variables, `{{name}}`: the substitution shared by the mails and the live preview.
import { TEMPLATE_VARIABLES, type ListValue, type NotificationType, type TemplateValues } from "./schemas";

const VARIABLE = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** The `{{variables}}` a template uses that its type does not offer. */
export function unknownVariables(type: NotificationType, ...texts: string[]): string[] {
  const known = TEMPLATE_VARIABLES[type];
  const used = texts.flatMap((t) => [...t.matchAll(VARIABLE)].map((m) => m[1]!));
  return [...new Set(used.filter((name) => !known.includes(name)))];
}

const listHtml = (list: ListValue) =>
  list
    .map(
      (g) =>
        `<p><strong>${escapeHtml(g.heading)}</strong></p><ul>${g.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`,
    )
    .join("");
const listText = (list: ListValue) =>
  list.map((g) => [g.heading, ...g.items.map((i) => `  - ${i}`)].join("\n")).join("\n");

/** Fills an HTML template: values are HTML-escaped, lists become escaped <ul>s. Client-safe (no sanitizer). */
export function fillHtml(template: string, values: TemplateValues): string {
  return template.replace(VARIABLE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "string" ? escapeHtml(value) : listHtml(value);
  });
}

/** The same substitution without HTML, for the subject and the plain-text part. */
export function renderText(template: string, values: TemplateValues): string {
  return template.replace(VARIABLE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "string" ? value : listText(value);
  });
}
