"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Stepper, type StepperStep } from "@/components/ui/stepper";
import { DEBTOR_FIELDS } from "@/lib/enrollments/debtors/schemas";
import { enrollmentRequestBody } from "@/lib/enrollments/requests/schemas";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { PaymentStep } from "../debtors/payment-step";
import { FilesCard } from "../files/files-card";
import { useSchemaText } from "../form-parts";
import { ConsentsStep } from "./consents-step";
import { RequestReview } from "./request-review";
import { StudiesStep } from "./studies-step";
import { useRequestForm, type OnSubmitted, type RequestFormData } from "./use-request-form";

export type { RequestFormData } from "./use-request-form";

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

/** The full form (type R) or the extension form (type A) of one open term, a step at a time. */
export function RequestForm({
  term,
  data,
  onSubmitted,
}: {
  term: EnrollmentTermRow;
  data: RequestFormData;
  onSubmitted: OnSubmitted;
}) {
  const t = useTranslations("enrollments");
  const say = useSchemaText();
  const { form, onSubmit, busy, errorOf, full, files, setFiles, fileInput } = useRequestForm(term, data, onSubmitted);
  const values = useWatch({ control: form.control });
  const problems = stepProblems(values);
  const step = (title: string, fields: readonly string[], content: ReactNode): StepperStep => {
    const reason = problems.find((p) => fields.includes(p.field))?.message;
    return { title, content, valid: !reason, invalidReason: say(reason) };
  };

  const steps: StepperStep[] = [
    step(t("form.steps.studies"), STUDIES_FIELDS, <StudiesStep form={form} data={data} errorOf={errorOf} />),
    step(
      t(full ? "form.steps.discountsConsents" : "form.steps.consents"),
      [],
      <ConsentsStep form={form} full={full} />,
    ),
    ...(full ? [step(t("form.steps.payment"), PAYMENT_FIELDS, <PaymentStep form={form} user={data.user} />)] : []),
    step(t("form.steps.files"), [], <FilesCard onChange={setFiles} inputKey={fileInput} maxBytes={data.maxBytes} />),
    step(
      t("form.steps.review"),
      problems.map((p) => p.field),
      <RequestReview
        form={form}
        full={full}
        courses={data.coursesByDegree[values.grade ?? ""] ?? []}
        degreeName={data.degrees.find((d) => d.externalId === values.grade)?.degreeName}
        termName={data.academicTerms.find((t) => t.externalId === values.termId)?.name}
        files={files}
      />,
    ),
  ];

  return (
    <form
      noValidate
      aria-label={t(`form.label.${term.type}`)}
      // Each step has its own 'Continuar'; only the last one sends, so Enter in a field does not.
      onSubmit={(event) => event.preventDefault()}
    >
      <Stepper label={t("form.stepsLabel")} steps={steps} onSave={onSubmit} saving={busy} saveLabel={t("form.send")} />
    </form>
  );
}
