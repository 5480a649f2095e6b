"use client";

import { useWatch } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { GENERAL_DISCOUNT_LABELS, MINUS_DISCOUNT_LABELS, SYNCHRONOUS_DISCOUNT_LABELS } from "@/lib/enrollments/labels";
import { Card, Checkbox, LabelSelect, type EnrollmentForm } from "../form-parts";

/** Discounts: three choices and four boxes; a ticked agreement or other discount without its text is flagged, not blocked. */
export function DiscountsCard({ form }: { form: EnrollmentForm }) {
  const [conv, convText, other, otherText] = useWatch({
    control: form.control,
    name: ["discountConv", "discountConvText", "discountOther", "discountOtherText"],
  });
  return (
    <Card title="Descuentos">
      <Field label="Descuento general">
        <LabelSelect labels={GENERAL_DISCOUNT_LABELS} {...form.register("generalDiscountOption")} />
      </Field>
      <Field label="Discapacidad">
        <LabelSelect labels={MINUS_DISCOUNT_LABELS} {...form.register("minusDiscountOption")} />
      </Field>
      <Field label="Modalidad síncrona">
        <LabelSelect labels={SYNCHRONOUS_DISCOUNT_LABELS} {...form.register("synchronousDiscountOption")} />
      </Field>
      <Checkbox label="Matrícula de honor" {...form.register("discountMH")} />
      <Checkbox label="Familiar" {...form.register("discountUcav")} />
      <Checkbox label="Convenio" {...form.register("discountConv")} />
      {conv && (
        <Field label="Nombre del convenio" error={convText?.trim() ? undefined : "Indica el convenio"}>
          <Input {...form.register("discountConvText")} />
        </Field>
      )}
      <Checkbox label="Otro descuento" {...form.register("discountOther")} />
      {other && (
        <Field label="Otro descuento (detalle)" error={otherText?.trim() ? undefined : "Indica el descuento"}>
          <Input {...form.register("discountOtherText")} />
        </Field>
      )}
    </Card>
  );
}
