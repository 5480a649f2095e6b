"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { GENERAL_DISCOUNT_OPTIONS, MINUS_DISCOUNT_OPTIONS, SYNCHRONOUS_DISCOUNT_OPTIONS } from "@/db/enums/enrollments";
import { optionList } from "@/lib/enrollments/texts";
import { Card, Checkbox, LabelSelect, type EnrollmentForm } from "../form-parts";

/** Discounts: three choices and four boxes; a ticked agreement or other discount without its text is flagged, not blocked. */
export function DiscountsCard({ form }: { form: EnrollmentForm }) {
  const [conv, convText, other, otherText] = useWatch({
    control: form.control,
    name: ["discountConv", "discountConvText", "discountOther", "discountOtherText"],
  });
  const t = useTranslations("enrollments");
  return (
    <Card title={t("form.discounts")}>
      <Field label={t("fields.generalDiscount")}>
        <LabelSelect
          options={optionList(GENERAL_DISCOUNT_OPTIONS, (v) => t(`options.generalDiscount.${v}`))}
          {...form.register("generalDiscountOption")}
        />
      </Field>
      <Field label={t("fields.minusDiscount")}>
        <LabelSelect
          options={optionList(MINUS_DISCOUNT_OPTIONS, (v) => t(`options.minusDiscount.${v}`))}
          {...form.register("minusDiscountOption")}
        />
      </Field>
      <Field label={t("fields.synchronousDiscount")}>
        <LabelSelect
          options={optionList(SYNCHRONOUS_DISCOUNT_OPTIONS, (v) => t(`options.synchronousDiscount.${v}`))}
          {...form.register("synchronousDiscountOption")}
        />
      </Field>
      <Checkbox label={t("fields.honours")} {...form.register("discountMH")} />
      <Checkbox label={t("fields.family")} {...form.register("discountUcav")} />
      <Checkbox label={t("fields.agreement")} {...form.register("discountConv")} />
      {conv && (
        <Field label={t("form.agreementName")} error={convText?.trim() ? undefined : t("form.agreementMissing")}>
          <Input {...form.register("discountConvText")} />
        </Field>
      )}
      <Checkbox label={t("fields.otherDiscount")} {...form.register("discountOther")} />
      {other && (
        <Field label={t("form.otherDetail")} error={otherText?.trim() ? undefined : t("form.otherMissing")}>
          <Input {...form.register("discountOtherText")} />
        </Field>
      )}
    </Card>
  );
}
