"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { DisabledReason } from "@/components/ui/disabled-reason";
import { ERROR_SUMMARY_ROOT, REVEAL_FIELD_EVENT } from "@/components/ui/error-summary";
import { StepHeader } from "@/components/ui/stepper-header";
import { cn, focusRing } from "@/lib/client/cn";

export type StepperStep = {
  title: string;
  content: ReactNode;
  /** Whether the step's part of the body is valid, usually `formStep(form, schema.pick({...})).valid`. */
  valid: boolean;
  /**
   * Why 'Continuar' / 'Guardar' is disabled while the step is not valid; shown beside the button. By
   * default 'Completa los campos obligatorios de este paso para continuar'.
   */
  invalidReason?: string;
};

export type StepperProps = {
  steps: StepperStep[];
  /** Usually `useApiForm(…).onSubmit`: the click event lets its error summary appear above the steps. */
  onSave: (event?: SyntheticEvent) => unknown;
  /** Busy state of 'Guardar'; when omitted, it follows the promise `onSave` returns. */
  saving?: boolean;
  orientation?: "horizontal" | "vertical";
  /** Controlled current step (0-based); pass with `onStepChange`. */
  activeStep?: number;
  onStepChange?: (step: number) => void;
  /** The last step's button, 'Guardar' unless named ('Enviar'). */
  saveLabel?: string;
  /** Accessible name of the step list; 'Pasos' unless named. */
  label?: string;
  className?: string;
};

/**
 * A wizard: numbered step headers, the current step's content, and 'Atrás' / 'Continuar' /
 * 'Guardar'. Every step stays mounted (hidden when not current), so inputs keep their state.
 */
export function Stepper({
  steps,
  onSave,
  saving,
  orientation = "horizontal",
  activeStep,
  onStepChange,
  saveLabel,
  label,
  className,
}: StepperProps) {
  const t = useTranslations("common");
  const [ownStep, setOwnStep] = useState(0);
  const [ownSaving, setOwnSaving] = useState(false);
  const current = Math.min(Math.max(activeStep ?? ownStep, 0), steps.length - 1);
  const busy = saving ?? ownSaving;
  const isLast = current === steps.length - 1;
  const valid = steps[current]?.valid ?? false;
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const moved = useRef<HTMLElement | true | null>(null);

  function goTo(step: number, focus: HTMLElement | true = true) {
    moved.current = focus;
    if (activeStep === undefined) setOwnStep(step);
    onStepChange?.(step);
  }

  // After 'Atrás'/'Continuar' the old button may vanish; focus the new step (or the field an error
  // summary's link names) so keyboard users follow.
  useEffect(() => {
    const target = moved.current;
    if (target) (target === true ? panelRef.current : target)?.focus();
    moved.current = null;
  }, [current]);

  // An error summary's link to a field on another step: show that step, then focus the field.
  useEffect(() => {
    const content = contentRef.current;
    const reveal = (event: Event) => {
      const field = event.target as HTMLElement;
      const section = field.closest<HTMLElement>("[data-step]");
      if (!section) return;
      event.preventDefault();
      goTo(Number(section.dataset.step), field);
    };
    content?.addEventListener(REVEAL_FIELD_EVENT, reveal);
    return () => content?.removeEventListener(REVEAL_FIELD_EVENT, reveal);
  });

  async function save(event: SyntheticEvent) {
    const result = onSave(event);
    if (!(result instanceof Promise)) return;
    setOwnSaving(true);
    try {
      await result;
    } finally {
      setOwnSaving(false);
    }
  }

  const vertical = orientation === "vertical";
  return (
    <div className={cn("flex gap-6", vertical ? "flex-col sm:flex-row" : "flex-col", className)}>
      <nav aria-label={label ?? t("stepper.steps")} className={cn(vertical && "sm:w-56 sm:shrink-0")}>
        <ol className={cn("flex gap-2", vertical ? "flex-col" : "flex-wrap items-center")}>
          {steps.map((step, index) => (
            <StepHeader
              key={index}
              index={index}
              title={step.title}
              state={index < current ? "done" : index === current ? "current" : "pending"}
              connector={!vertical && index < steps.length - 1}
              onSelect={index < current && !busy ? () => goTo(index) : undefined}
            />
          ))}
        </ol>
      </nav>

      <div ref={contentRef} {...{ [ERROR_SUMMARY_ROOT]: "" }} className="flex min-w-0 flex-1 flex-col gap-6">
        {steps.map((step, index) => (
          <section
            key={index}
            data-step={index}
            id={`${baseId}-step-${index}`}
            ref={index === current ? panelRef : undefined}
            tabIndex={-1}
            hidden={index !== current}
            aria-labelledby={`${baseId}-title-${index}`}
            className={cn("rounded-md", focusRing)}
          >
            <h2 id={`${baseId}-title-${index}`} className="mb-4 text-lg font-semibold text-gray-900">
              {step.title}
            </h2>
            {step.content}
          </section>
        ))}

        <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-4">
          <Button variant="secondary" disabled={current === 0 || busy} onClick={() => goTo(current - 1)}>
            {t("actions.back")}
          </Button>
          <DisabledReason reason={valid ? undefined : (steps[current]?.invalidReason ?? t("stepper.stepNotValid"))}>
            {(describedBy) =>
              isLast ? (
                <Button disabled={!valid} aria-describedby={describedBy} busy={busy} onClick={save}>
                  {saveLabel ?? t("actions.save")}
                </Button>
              ) : (
                <Button disabled={!valid} aria-describedby={describedBy} onClick={() => goTo(current + 1)}>
                  {t("actions.continue")}
                </Button>
              )
            }
          </DisabledReason>
        </div>
      </div>
    </div>
  );
}
