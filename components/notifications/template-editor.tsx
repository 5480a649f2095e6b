"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FooterFormDialog } from "@/components/shared/footer-form-dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import type { Locale } from "@/lib/i18n/locales";
import { NOTIFICATION_TYPE_KEYS } from "@/lib/notifications/constants";
import {
  NOTIFICATION_TYPES,
  TEMPLATE_TOAST_MS,
  TEMPLATE_VARIABLES,
  templateBody,
  type NotificationType,
  type TemplateRow,
} from "@/lib/notifications/schemas";
import { unknownVariables } from "@/lib/notifications/variables";
import { useApiForm } from "@/components/ui/use-api-form";
import { notificationsApi } from "@/lib/notifications/client";
import { TemplatePreview } from "./template-preview";

/** A language a template may have a text of its own in, with the name the 'Idioma' menu gives it. */
export type TemplateLanguage = { locale: Locale; label: string };

type Props = {
  template: TemplateRow | null;
  /** The offered languages but the default: one optional text each. */
  languages: TemplateLanguage[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};

/** The form's texts per language: each offered one, empty where the template has none. */
const translationsOf = (template: TemplateRow | null, languages: TemplateLanguage[]) =>
  Object.fromEntries(
    languages.map(({ locale }) => [
      locale,
      { title: template?.translations[locale]?.title ?? "", text: template?.translations[locale]?.text ?? "" },
    ]),
  );

/**
 * Create or edit a template: HTML source beside a live, inert preview with sample values, and an
 * optional subject and body for each offered language other than the default.
 */
export function TemplateEditor({ template, languages, open, onOpenChange, onSaved }: Props) {
  const t = useTranslations("notifications.editor");
  const tn = useTranslations("notifications");
  const translations = translationsOf(template, languages);
  // The texts per language are optional: shown when the template has some, or when asked for.
  const [otherLanguages, setOtherLanguages] = useState(() =>
    Object.values(template?.translations ?? {}).some((w) => w?.title || w?.text),
  );
  const {
    form,
    onSubmit: save,
    busy: saving,
    errorOf,
  } = useApiForm(templateBody, {
    defaultValues: template
      ? { ...template, type: String(template.type), translations }
      : { type: "0", reference: "", title: "", text: "", translations },
    submit: (body) =>
      template ? notificationsApi.updateTemplate(template.id, body) : notificationsApi.createTemplate(body),
    success: template ? t("updated") : t("created"),
    durationMs: TEMPLATE_TOAST_MS,
    refresh: false,
    onDone: () => onSaved(),
  });
  const values = form.watch();
  const type = Number(values.type) as NotificationType;
  const written = Object.values(values.translations ?? {}).flatMap((w) => [w?.title ?? "", w?.text ?? ""]);
  const unknown = unknownVariables(type, values.title ?? "", values.text ?? "", ...written);
  const braced = (names: readonly string[]) => names.map((v) => `{{${v}}}`).join(", ");

  return (
    <FooterFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={template ? t("editTitle", { reference: template.reference }) : t("newTitle")}
      onSubmit={save}
      busy={saving}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Field label={t("type")} required error={errorOf("type")}>
            <Select {...form.register("type")}>
              {NOTIFICATION_TYPES.map((option) => (
                <option key={option} value={option}>
                  {tn(`types.${NOTIFICATION_TYPE_KEYS[option]}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("reference")} required error={errorOf("reference")}>
            <Input {...form.register("reference")} />
          </Field>
          <Field label={t("title")} required error={errorOf("title")}>
            <Input {...form.register("title")} />
          </Field>
          <Field
            label={t("text")}
            required
            error={errorOf("text")}
            hint={t("hint", { variables: braced(TEMPLATE_VARIABLES[type]) })}
          >
            <Textarea rows={12} {...form.register("text")} className="font-mono" />
          </Field>
          {languages.length > 0 && !otherLanguages && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => setOtherLanguages(true)}
            >
              {t("language.add")}
            </Button>
          )}
          {otherLanguages &&
            languages.map(({ locale, label }) => (
              <fieldset key={locale} className="flex flex-col gap-3 rounded-md border border-gray-200 p-3">
                <legend className="px-1 text-sm font-medium">{t("language.heading", { language: label })}</legend>
                <p className="text-sm text-gray-700">{t("language.help", { language: label })}</p>
                <Field label={t("language.title", { language: label })} error={errorOf(`translations.${locale}.title`)}>
                  <Input lang={locale} {...form.register(`translations.${locale}.title`)} />
                </Field>
                <Field label={t("language.text", { language: label })} error={errorOf(`translations.${locale}.text`)}>
                  <Textarea
                    lang={locale}
                    rows={8}
                    {...form.register(`translations.${locale}.text`)}
                    className="font-mono"
                  />
                </Field>
              </fieldset>
            ))}
          {unknown.length > 0 && (
            <p role="status" className="text-sm font-medium text-amber-800">
              {t("unknown", { variables: braced(unknown) })}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t("previewHeading")}</p>
          <TemplatePreview html={values.text ?? ""} />
        </div>
      </div>
    </FooterFormDialog>
  );
}
