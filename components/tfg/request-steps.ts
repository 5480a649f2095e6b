import type { UseFormReturn } from "react-hook-form";
import { formStep } from "@/components/ui/form-step";
import { requestSteps, type CreateRequestBody } from "@/lib/tfg/requests/schemas";

/**
 * Section 2's step rules of the request stepper: 'Continuar' needs the step's value (its pick of the
 * body); the call step also needs an available area, the area step a resolved academic year; the
 * title step is always allowed. An extraordinary request first needs the chosen student.
 */
export function requestStepRules(
  form: UseFormReturn<CreateRequestBody, unknown, unknown>,
  { areasAvailable, academicYearId }: { areasAvailable: boolean; academicYearId?: number },
) {
  const ok = (part: (typeof requestSteps)[keyof typeof requestSteps]) => formStep(form, part).valid;
  return {
    student: Boolean(form.watch().userId),
    degree: ok(requestSteps.degree),
    term: ok(requestSteps.term) && areasAvailable,
    area: ok(requestSteps.area) && Boolean(academicYearId),
    director: ok(requestSteps.director),
    title: true,
  };
}
