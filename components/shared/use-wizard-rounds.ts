"use client";

import { useState } from "react";

/**
 * A wizard that starts again, empty, after each save: the open step (for a controlled `Stepper`) and
 * the round, its `key`, which `restart` moves on so that every step remounts with its fields cleared.
 */
export function useWizardRounds() {
  const [step, setStep] = useState(0);
  const [round, setRound] = useState(0);
  return {
    round,
    /** The controlled `Stepper`'s props. */
    stepper: { activeStep: step, onStepChange: setStep },
    goTo: setStep,
    restart: () => {
      setStep(0);
      setRound((r) => r + 1);
    },
  };
}
