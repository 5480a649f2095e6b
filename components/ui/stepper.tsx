"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { StepHeader } from "@/components/ui/stepper-header";
import { cn, focusRing } from "@/lib/ui/cn";

export type StepperStep = {
  title: string;
  content: ReactNode;
  /** Whether the step's part of the body is valid, usually `formStep(form, schema.pick({...})).valid`. */
  valid: boolean;
};

export type StepperProps = {
  steps: StepperStep[];
  onSave: () => unknown;
  /** Busy state of 'Guardar'; when omitted, it follows the promise `onSave` returns. */
  saving?: boolean;
  orientation?: "horizontal" | "vertical";
  /** Controlled current step (0-based); pass with `onStepChange`. */
  activeStep?: number;
  onStepChange?: (step: number) => void;
  /** Accessible name of the step list. */
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
  label = "Pasos",
  className,
}: StepperProps) {
  const [ownStep, setOwnStep] = useState(0);
  const [ownSaving, setOwnSaving] = useState(false);
  const current = Math.min(Math.max(activeStep ?? ownStep, 0), steps.length - 1);
  const busy = saving ?? ownSaving;
  const isLast = current === steps.length - 1;
  const valid = steps[current]?.valid ?? false;
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  function goTo(step: number) {
    moved.current = true;
    if (activeStep === undefined) setOwnStep(step);
    onStepChange?.(step);
  }

  // After 'Atrás'/'Continuar' the old button may vanish; focus the new step so keyboard users follow.
  useEffect(() => {
    if (moved.current) panelRef.current?.focus();
    moved.current = false;
  }, [current]);

  async function save() {
    const result = onSave();
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
      <nav aria-label={label} className={cn(vertical && "sm:w-56 sm:shrink-0")}>
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

      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {steps.map((step, index) => (
          <section
            key={index}
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
            Atrás
          </Button>
          {isLast ? (
            <Button disabled={!valid} busy={busy} onClick={save}>
              Guardar
            </Button>
          ) : (
            <Button disabled={!valid} onClick={() => goTo(current + 1)}>
              Continuar
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
