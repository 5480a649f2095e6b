"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { debtorOf } from "@/lib/enrollments/debtors/schemas";
import { DEBT_DOC_TYPES, DEBT_OPTIONS } from "@/db/enums/enrollments";
import { optionList } from "@/lib/enrollments/texts";
import type { EnrollmentUserData } from "@/lib/enrollments/requests/schemas";
import { Card, LabelSelect, useSchemaText, type EnrollmentForm } from "../form-parts";

const DEBTOR_TEXTS = [
  ["debtDNI", "form.debtDNI"],
  ["debtName", "form.debtName"],
  ["debtAddress", "fields.address"],
  ["debtCity", "fields.city"],
  ["debtZipCode", "fields.zipCode"],
  ["debtState", "fields.state"],
  ["debtCountry", "fields.country"],
] as const;

/** 'Datos del deudor', checked by the shared schema; IBAN and BIC only for a person. */
export function DebtorCard({ form, user }: { form: EnrollmentForm; user: EnrollmentUserData | null }) {
  const debtOption = useWatch({ control: form.control, name: "debtOption" });
  const t = useTranslations("enrollments");
  const say = useSchemaText();
  const errors = form.formState.errors;
  return (
    <Card title={t("fields.debtorData")}>
      {user && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              for (const [name, value] of Object.entries(debtorOf(user)))
                form.setValue(name as keyof ReturnType<typeof debtorOf>, value, { shouldDirty: true });
            }}
          >
            {t("form.debtorIsMe")}
          </Button>
        </div>
      )}
      <Field label={t("fields.docType")} required>
        <LabelSelect
          options={optionList(DEBT_DOC_TYPES, (v) => t(`options.debtDocType.${v}`))}
          {...form.register("debtDocType")}
        />
      </Field>
      <Field label={t("fields.debtorType")} required>
        <LabelSelect
          options={optionList(DEBT_OPTIONS, (v) => t(`options.debtOption.${v}`))}
          {...form.register("debtOption")}
        />
      </Field>
      {DEBTOR_TEXTS.map(([name, label]) => (
        <Field key={name} label={t(label)} required error={say(errors[name]?.message)}>
          <Input {...form.register(name)} />
        </Field>
      ))}
      {debtOption !== "BUSINESS" && (
        <>
          <Field label={t("fields.iban")} required error={say(errors.debtIBAN?.message)} hint={t("form.ibanHint")}>
            <Input {...form.register("debtIBAN")} autoComplete="off" />
          </Field>
          <Field label={t("fields.bic")} required error={say(errors.debtBIC?.message)}>
            <Input {...form.register("debtBIC")} autoComplete="off" />
          </Field>
        </>
      )}
    </Card>
  );
}
