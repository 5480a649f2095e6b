"use client";

import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { debtorOf } from "@/lib/enrollments/debtors/schemas";
import { DEBT_DOC_TYPE_LABELS, DEBT_OPTION_LABELS } from "@/lib/enrollments/labels";
import type { EnrollmentUserData } from "@/lib/enrollments/requests/schemas";
import { Card, LabelSelect, type EnrollmentForm } from "../form-parts";

const DEBTOR_TEXTS = [
  ["debtDNI", "Documento (DNI, NIE o CIF)"],
  ["debtName", "Nombre del deudor"],
  ["debtAddress", "Dirección"],
  ["debtCity", "Ciudad"],
  ["debtZipCode", "Código postal"],
  ["debtState", "Provincia"],
  ["debtCountry", "País"],
] as const;

/** 'Datos del deudor', checked by the shared schema; IBAN and BIC only for a person. */
export function DebtorCard({ form, user }: { form: EnrollmentForm; user: EnrollmentUserData | null }) {
  const debtOption = useWatch({ control: form.control, name: "debtOption" });
  const errors = form.formState.errors;
  return (
    <Card title="Datos del deudor">
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
            El deudor soy yo
          </Button>
        </div>
      )}
      <Field label="Tipo de documento" required>
        <LabelSelect labels={DEBT_DOC_TYPE_LABELS} {...form.register("debtDocType")} />
      </Field>
      <Field label="Tipo de deudor" required>
        <LabelSelect labels={DEBT_OPTION_LABELS} {...form.register("debtOption")} />
      </Field>
      {DEBTOR_TEXTS.map(([name, label]) => (
        <Field key={name} label={label} required error={errors[name]?.message}>
          <Input {...form.register(name)} />
        </Field>
      ))}
      {debtOption !== "BUSINESS" && (
        <>
          <Field
            label="IBAN"
            required
            error={errors.debtIBAN?.message}
            hint="Por ejemplo ES91 2100 0418 4502 0005 1332"
          >
            <Input {...form.register("debtIBAN")} autoComplete="off" />
          </Field>
          <Field label="BIC" required error={errors.debtBIC?.message}>
            <Input {...form.register("debtBIC")} autoComplete="off" />
          </Field>
        </>
      )}
    </Card>
  );
}
