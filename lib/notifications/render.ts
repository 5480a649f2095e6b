import type { Locale } from "@/lib/i18n/locales";
import { htmlToText, sanitizeTemplateHtml } from "./sanitize";
import type { TemplateTranslations, TemplateValues } from "./schemas";
import { fillHtml, renderText } from "./variables";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type Template = { title: string; text: string; translations?: TemplateTranslations };

/**
 * What a template says in `locale`: the subject and the body written for that language where there
 * are, else the template's own (staff's texts are never translated by the portal).
 */
export function templateIn(template: Template, locale: Locale | undefined): { title: string; text: string } {
  const written = locale ? template.translations?.[locale] : undefined;
  return { title: written?.title?.trim() || template.title, text: written?.text?.trim() || template.text };
}

/**
 * A stored template filled in, in `locale` where the template has a text for it: the title gives the
 * subject, the HTML is sanitized once more after the substitution (so even a value placed inside an
 * attribute cannot make it active), and the plain-text part is the template's text with the raw values.
 */
export function renderMail(template: Template, values: TemplateValues, locale?: Locale): RenderedMail {
  const { title, text } = templateIn(template, locale);
  return {
    subject: renderText(title, values),
    html: sanitizeTemplateHtml(fillHtml(text, values)),
    text: renderText(htmlToText(text), values),
  };
}
