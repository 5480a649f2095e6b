"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { INSURANCE_OPTIONS } from "@/db/enums/enrollments";
import { optionList } from "@/lib/enrollments/texts";
import { Card, Checkbox, LabelSelect, type EnrollmentForm } from "../form-parts";
import { DiscountsCard } from "./discounts-card";

/** The step 'Descuentos y autorizaciones' (full form) or 'Autorizaciones' (extension). */
export function ConsentsStep({ form, full }: { form: EnrollmentForm; full: boolean }) {
  const t = useTranslations("enrollments");
  const imageAuthorization = useWatch({ control: form.control, name: "imageAuthorization" });
  return (
    <div className="flex flex-col gap-4">
      {full && <DiscountsCard form={form} />}
      {full && (
        <Card title={t("fields.insurance")}>
          <Field label={t("fields.insurance")}>
            <LabelSelect
              options={optionList(INSURANCE_OPTIONS, (v) => t(`options.insurance.${v}`))}
              {...form.register("insuranceOption")}
            />
          </Field>
        </Card>
      )}
      <Card title={t("fields.imageRights")}>
        <Checkbox label={t("form.imageConsent")} {...form.register("imageAuthorization")} />
        {!imageAuthorization && <p className="text-sm font-medium text-amber-800">{t("form.imageWarning")}</p>}
      </Card>
      {full && (
        <Card title={t("form.dataTransfer")}>
          <Checkbox label={t("form.dataConsent")} {...form.register("dataSAPI")} />
        </Card>
      )}
    </div>
  );
}
