"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { academicYearApi } from "@/lib/academic-year/client";
import type { OpenReport } from "@/lib/academic-year/open";
import { openYearBody, type OpenYearForm } from "@/lib/academic-year/schemas";
import { failureToast } from "@/lib/client/failure-toast";
import { OpenPlan } from "./open-plan";

type YearOption = { externalId: string; name: string };

const keyOf = ({ from, externalId, name }: Partial<OpenYearForm>) =>
  JSON.stringify([from?.trim(), externalId?.trim(), name?.trim() || undefined]);

/** The dialog's form: first the dry run ('Ver qué se copiaría') shows the plan, then 'Abrir' opens the year. */
function OpenYearForm({
  years,
  defaults,
  onClose,
}: {
  years: YearOption[];
  defaults: OpenYearForm;
  onClose: () => void;
}) {
  const t = useTranslations("academicYear.open");
  const [plan, setPlan] = useState<{ key: string; report: OpenReport } | null>(null);
  const planned = (values: Partial<OpenYearForm>) => plan !== null && plan.key === keyOf(values);
  const { form, onSubmit, busy, errorOf } = useApiForm(openYearBody, {
    defaultValues: defaults,
    submit: async (body): Promise<{ dryRun: boolean; report: OpenReport }> => {
      const dryRun = !planned(form.getValues());
      return { dryRun, report: await academicYearApi.open({ ...body, dryRun }) };
    },
    success: ({ dryRun, report }) => (dryRun ? t("simulated") : t("opened", { name: report.year.name })),
    failure: failureToast(t("failed")),
    onDone: ({ dryRun, report }) => (dryRun ? setPlan({ key: keyOf(form.getValues()), report }) : onClose()),
  });
  const shown = planned(useWatch({ control: form.control }));
  return (
    <FormDialog
      title={t("button")}
      description={t("description")}
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={shown ? t("submit") : t("preview")}
    >
      <Field label={t("from")} required error={errorOf("from")}>
        <Select {...form.register("from")}>
          <SelectOptions
            placeholder={t("fromPlaceholder")}
            options={years.map((y) => ({ value: y.externalId, label: y.name }))}
          />
        </Select>
      </Field>
      <Field label={t("externalId")} required error={errorOf("externalId")}>
        <Input {...form.register("externalId")} autoComplete="off" />
      </Field>
      <Field label={t("name")} hint={t("nameHint")} error={errorOf("name")}>
        <Input {...form.register("name")} autoComplete="off" />
      </Field>
      {shown && plan && <OpenPlan report={plan.report} dryRun />}
    </FormDialog>
  );
}

/** 'Abrir el curso siguiente' and its dialog. */
export function OpenYearButton({ years, defaults }: { years: YearOption[]; defaults: OpenYearForm }) {
  const t = useTranslations("academicYear.open");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("button")}</Button>
      {open && <OpenYearForm years={years} defaults={defaults} onClose={() => setOpen(false)} />}
    </>
  );
}
