"use client";

import { useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import type { ReceiptProps } from "@/components/ui/receipt";
import { useToast } from "@/components/ui/toast";
import { Stepper, type StepperStep } from "@/components/ui/stepper";
import { useApiForm } from "@/components/ui/use-api-form";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { failureToast } from "@/lib/ui/failure-toast";
import { enrollmentPaths, enrollmentsApi } from "@/lib/enrollments/client";
import { INSURANCE_LABELS, PAYMENT_LABELS, TIME_OPTION_LABELS } from "@/lib/enrollments/labels";
import {
  DEBTOR_FIELDS,
  enrollmentRequestBody,
  needsDebtor,
  type EnrollmentCourseRow,
  type EnrollmentRequestBody,
  type EnrollmentTermRow,
  type EnrollmentUserData,
} from "@/lib/enrollments/schemas";
import { Card, Checkbox, CoursesCard, DebtorCard, DiscountsCard, options } from "./form-sections";
import { PersonalData } from "./personal-data";
import { RequestReview } from "./request-review";

export interface RequestFormData {
  user: EnrollmentUserData | null;
  grades: { externalId: string; degreeName: string }[];
  academicTerms: { externalId: string; name: string }[];
  coursesByGrade: Record<string, EnrollmentCourseRow[]>;
}

const FULL_PAYMENTS = ["FULL_DOM", "THREE_TERMS", "FINANCED", "FULL_INTERNATIONAL"] as const;

const STUDIES_FIELDS = ["timeOption", "grade", "termId", "courses"] as const as readonly string[];
const PAYMENT_FIELDS = ["paymentOption", "debtDocType", "debtOption", ...DEBTOR_FIELDS] as const as readonly string[];

/** The shared schema's refusals of the current values, field by field (the summary row 'debtor' left out). */
function stepProblems(values: unknown): { field: string; message: string }[] {
  const result = enrollmentRequestBody.safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .map((issue) => ({ field: String(issue.path[0]), message: issue.message }))
    .filter((p) => p.field !== "debtor");
}

/** The full form (type R) or the extension form (type A) of one open term. */
export function RequestForm({
  term,
  data,
  onSubmitted,
}: {
  term: EnrollmentTermRow;
  data: RequestFormData;
  /** Called with the request's receipt and id once it is registered. */
  onSubmitted: (receipt: Omit<ReceiptProps, "onClose">, id: number) => void;
}) {
  const { toast } = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [fileInput, setFileInput] = useState(0);
  const full = term.type === "R";
  const { form, onSubmit, busy, errorOf } = useApiForm(enrollmentRequestBody, {
    defaultValues: {
      enrollmentType: term.type,
      enrollmentTermId: term.id,
      grade: data.grades[0]?.externalId ?? "",
      termId: data.academicTerms[0]?.externalId ?? "",
      timeOption: "FULL_TIME",
      courses: [],
      generalDiscountOption: "NO_DISCOUNT",
      minusDiscountOption: "NO_MINUS",
      synchronousDiscountOption: "NO_SYNCHRONOUS",
      insuranceOption: "NO_INSURANCE",
      paymentOption: full ? "" : "FULL",
      debtDocType: "ES",
      debtOption: "INDIVIDUAL",
      // Consents are opt-in (RGPD): unticked until the student ticks them.
      imageAuthorization: false,
      dataSAPI: false,
    },
    // The request first; then its files, whose failure leaves the request shown as 'Archivos no adjuntados'.
    submit: async (body: EnrollmentRequestBody) => {
      const created = await enrollmentsApi.createRequest({ ...body, withFiles: files.length > 0 });
      const attached =
        files.length > 0 &&
        (await enrollmentsApi.attachFiles(created.enrollmentType, created.id, files).then(
          () => true,
          (err: unknown) => {
            toast({ ...failureToast("Archivos no adjuntados")(err), variant: "error" });
            return false;
          },
        ));
      return { created, attached };
    },
    success: "Petición registrada",
    failure: "Petición no registrada",
    refresh: false,
    onDone: ({ created, attached }) => {
      const sent = form.getValues();
      const chosen = courses.filter((c) => (sent.courses ?? []).includes(c.courseId)).map((c) => c.courseName);
      onSubmitted(
        {
          title: full ? "Solicitud de matrícula registrada" : "Solicitud de extensión de matrícula registrada",
          at: new Date(),
          items: [
            { label: "Petición", value: String(created.id) },
            { label: "Convocatoria", value: term.name },
            {
              label: "Titulación",
              value: data.grades.find((g) => g.externalId === sent.grade)?.degreeName ?? sent.grade,
            },
            { label: "Asignaturas", value: chosen.join(", ") },
            {
              label: "Archivos",
              value: attached ? files.map((f) => f.name).join(", ") : files.length > 0 ? "No adjuntados" : "Ninguno",
            },
          ],
          next:
            "La secretaría tramitará la solicitud y verás su estado en 'Solicitudes'." +
            (full && needsDebtor(sent.paymentOption as EnrollmentRequestBody["paymentOption"])
              ? " El PDF incluye la orden de domiciliación SEPA, que debe firmar el deudor."
              : ""),
          pdf: { href: enrollmentPaths.pdf(created.enrollmentType, created.id), label: "Descargar el PDF" },
        },
        created.id,
      );
      form.reset();
      setFiles([]);
      setFileInput((n) => n + 1);
    },
  });
  const values = useWatch({ control: form.control });
  const { grade, paymentOption: payment, imageAuthorization } = values;
  const problems = stepProblems(values);
  const step = (title: string, fields: readonly string[], content: ReactNode): StepperStep => {
    const reason = problems.find((p) => fields.includes(p.field))?.message;
    return { title, content, valid: !reason, invalidReason: reason };
  };
  const courses = data.coursesByGrade[grade ?? ""] ?? [];

  const steps: StepperStep[] = [
    step(
      "Estudios",
      STUDIES_FIELDS,
      <div className="flex flex-col gap-4">
        <PersonalData user={data.user} />
        <Card title="Dedicación al estudio">
          <div role="radiogroup" aria-label="Dedicación al estudio" className="flex flex-wrap gap-4">
            {options(TIME_OPTION_LABELS).map((o) => (
              <label key={o.value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={o.value} className="size-4" {...form.register("timeOption")} />
                {o.label}
              </label>
            ))}
          </div>
          <Field label="Titulación" required error={errorOf("grade")}>
            <Select {...form.register("grade", { onChange: () => form.setValue("courses", []) })}>
              <SelectOptions
                placeholder="Selecciona una titulación"
                options={data.grades.map((g) => ({ value: g.externalId, label: g.degreeName }))}
              />
            </Select>
          </Field>
          <Field label="Ciclo lectivo" required error={errorOf("termId")}>
            <Select {...form.register("termId")}>
              <SelectOptions
                placeholder="Selecciona un ciclo lectivo"
                options={data.academicTerms.map((t) => ({ value: t.externalId, label: t.name }))}
              />
            </Select>
          </Field>
        </Card>
        <CoursesCard form={form} courses={courses} />
      </div>,
    ),
    step(
      full ? "Descuentos y autorizaciones" : "Autorizaciones",
      [],
      <div className="flex flex-col gap-4">
        {full && <DiscountsCard form={form} />}
        {full && (
          <Card title="Seguro escolar">
            <Field label="Seguro escolar">
              <Select {...form.register("insuranceOption")}>
                {options(INSURANCE_LABELS).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field>
          </Card>
        )}
        <Card title="Derechos de imagen">
          <Checkbox
            label="Autorizo el uso de mi imagen en las clases en directo y en las grabaciones de la universidad"
            {...form.register("imageAuthorization")}
          />
          {!imageAuthorization && (
            <p className="text-sm font-medium text-amber-800">
              Si no autorizas el uso de tu imagen no podrás asistir a las clases en directo y tendrás que realizar los
              exámenes de forma presencial.
            </p>
          )}
        </Card>
        {full && (
          <Card title="Cesión de datos personales">
            <Checkbox
              label="Autorizo la cesión de mis datos personales a las entidades colaboradoras de la universidad"
              {...form.register("dataSAPI")}
            />
          </Card>
        )}
      </div>,
    ),
    ...(full
      ? [
          step(
            "Pago",
            PAYMENT_FIELDS,
            <div className="flex flex-col gap-4">
              <Card title="Condiciones de pago">
                <div role="radiogroup" aria-label="Condiciones de pago" className="flex flex-col gap-2">
                  {FULL_PAYMENTS.map((value) => (
                    <label key={value} className="flex items-start gap-2 text-sm">
                      <input type="radio" value={value} className="mt-0.5 size-4" {...form.register("paymentOption")} />
                      {PAYMENT_LABELS[value]}
                    </label>
                  ))}
                </div>
              </Card>
              {needsDebtor(payment as EnrollmentRequestBody["paymentOption"]) && (
                <DebtorCard form={form} user={data.user} />
              )}
            </div>,
          ),
        ]
      : []),
    step(
      "Archivos",
      [],
      <Card title="Adjuntar archivos">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Archivos
          <input
            key={fileInput}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
            className="text-sm font-normal"
          />
        </label>
        {files.length > 0 && (
          <p className="text-sm text-gray-700">Archivos seleccionados: {files.map((f) => f.name).join(", ")}</p>
        )}
      </Card>,
    ),
    step(
      "Revisión",
      problems.map((p) => p.field),
      <RequestReview
        form={form}
        full={full}
        courses={courses}
        gradeName={data.grades.find((g) => g.externalId === grade)?.degreeName}
        termName={data.academicTerms.find((t) => t.externalId === values.termId)?.name}
        files={files}
      />,
    ),
  ];

  return (
    <form
      noValidate
      aria-label={full ? "Solicitud de matrícula" : "Solicitud de extensión de matrícula"}
      // Each step has its own 'Continuar'; only the last one sends, so Enter in a field does not.
      onSubmit={(event) => event.preventDefault()}
    >
      <Stepper label="Pasos de la solicitud" steps={steps} onSave={onSubmit} saving={busy} saveLabel="Enviar" />
    </form>
  );
}
