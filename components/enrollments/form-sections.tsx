"use client";

import type { ReactNode } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import {
  DEBT_DOC_TYPE_LABELS,
  DEBT_OPTION_LABELS,
  GENERAL_DISCOUNT_LABELS,
  MINUS_DISCOUNT_LABELS,
  SYNCHRONOUS_DISCOUNT_LABELS,
} from "@/lib/enrollments/labels";
import {
  FULL_COURSE_WARNING,
  type EnrollmentCourseRow,
  type EnrollmentRequestBody,
  type EnrollmentRequestInput,
  type EnrollmentUserData,
} from "@/lib/enrollments/schemas";

export type RequestForm = UseFormReturn<EnrollmentRequestInput, unknown, EnrollmentRequestBody>;

/** One card of the form: a fieldset titled by its legend. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
      <div className="mt-2 flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}

export const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function Checkbox({ label, ...props }: { label: ReactNode } & React.ComponentProps<"input">) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4" {...props} />
      <span>{label}</span>
    </label>
  );
}

/** The degree's courses as checkboxes, with credits, the full-course warning and the running total. */
export function CoursesCard({ form, courses }: { form: RequestForm; courses: EnrollmentCourseRow[] }) {
  const chosen = useWatch({ control: form.control, name: "courses" }) ?? [];
  const total = courses.filter((c) => chosen.includes(c.courseId)).reduce((sum, c) => sum + c.credits, 0);
  const error = form.formState.errors.courses?.message;
  return (
    <Card title="Asignaturas">
      {courses.length === 0 && (
        <p className="text-sm text-gray-700">No hay asignaturas abiertas a matrícula en esta titulación</p>
      )}
      <Controller
        control={form.control}
        name="courses"
        render={({ field }) => (
          <ul className="flex flex-col gap-2">
            {courses.map((c) => {
              const full = c.enrollments >= c.maxEnrollments;
              const value = field.value ?? [];
              return (
                <li key={c.courseId} className="flex flex-wrap items-center gap-2">
                  <Checkbox
                    name="courses"
                    label={`${c.courseName} (${c.courseId}) · ${c.credits} créditos`}
                    checked={value.includes(c.courseId)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...value, c.courseId] : value.filter((id) => id !== c.courseId),
                      )
                    }
                  />
                  {full && <span className="text-sm font-medium text-amber-800">{FULL_COURSE_WARNING}</span>}
                </li>
              );
            })}
          </ul>
        )}
      />
      <p className="text-sm font-medium" aria-live="polite">
        Total de créditos: {total.toLocaleString("es-ES")}
      </p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </Card>
  );
}

/** Discounts: three choices and four boxes; a ticked agreement or other discount without its text is flagged, not blocked. */
export function DiscountsCard({ form }: { form: RequestForm }) {
  const [conv, convText, other, otherText] = useWatch({
    control: form.control,
    name: ["discountConv", "discountConvText", "discountOther", "discountOtherText"],
  });
  return (
    <Card title="Descuentos">
      <Field label="Descuento general">
        <Select {...form.register("generalDiscountOption")}>
          {options(GENERAL_DISCOUNT_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Discapacidad">
        <Select {...form.register("minusDiscountOption")}>
          {options(MINUS_DISCOUNT_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Modalidad síncrona">
        <Select {...form.register("synchronousDiscountOption")}>
          {options(SYNCHRONOUS_DISCOUNT_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
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

const DEBTOR_TEXTS = [
  ["debtDNI", "Documento (DNI, NIE o CIF)"],
  ["debtName", "Nombre del deudor"],
  ["debtAddress", "Dirección"],
  ["debtCity", "Ciudad"],
  ["debtZipCode", "Código postal"],
  ["debtState", "Provincia"],
  ["debtCountry", "País"],
] as const;

/** The debtor's fields filled with the student's own data ('El deudor soy yo'); IBAN and BIC stay to type. */
function studentAsDebtor(user: EnrollmentUserData) {
  return {
    debtDocType: user.idType === "PASSPORT" ? "EXT" : "ES",
    debtOption: "INDIVIDUAL",
    debtDNI: user.dni,
    debtName: `${user.givenName} ${user.familyName}`.toUpperCase(),
    debtAddress: (user.address ?? "").toUpperCase(),
    debtCity: (user.city ?? "").toUpperCase(),
    debtZipCode: user.zipCode ?? "",
    debtState: (user.state ?? "").toUpperCase(),
    debtCountry: "ESPAÑA",
  } as const;
}

/** 'Datos del deudor', checked by the shared schema; IBAN and BIC only for a person. */
export function DebtorCard({ form, user }: { form: RequestForm; user: EnrollmentUserData | null }) {
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
              for (const [name, value] of Object.entries(studentAsDebtor(user)))
                form.setValue(name as keyof ReturnType<typeof studentAsDebtor>, value, { shouldDirty: true });
            }}
          >
            El deudor soy yo
          </Button>
        </div>
      )}
      <Field label="Tipo de documento" required>
        <Select {...form.register("debtDocType")}>
          {options(DEBT_DOC_TYPE_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Tipo de deudor" required>
        <Select {...form.register("debtOption")}>
          {options(DEBT_OPTION_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
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
