import { htmlToText, sanitizeTemplateHtml } from "./sanitize";
import type { TemplateValues } from "./schemas";
import { fillHtml, renderText } from "./variables";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A stored template filled in: the title gives the subject, the HTML is sanitized once more after
 * the substitution (so even a value placed inside an attribute cannot make it active), and the
 * plain-text part is the template's text with the raw values.
 */
export function renderMail(template: { title: string; text: string }, values: TemplateValues): RenderedMail {
  return {
    subject: renderText(template.title, values),
    html: sanitizeTemplateHtml(fillHtml(template.text, values)),
    text: renderText(htmlToText(template.text), values),
  };
}
