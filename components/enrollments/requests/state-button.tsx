"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { allowedActions, REQUEST_TRANSITIONS, requestState } from "@/lib/enrollments/transitions";

// The state changes of the admin's first column, with their calls and toasts (seed 002 §8).
const MOVES = {
  process: { run: enrollmentsApi.process, success: "Petición procesada", failure: "Petición no procesada" },
  unprocess: { run: enrollmentsApi.unprocess, success: "Petición desprocesada", failure: "Petición no desprocesada" },
} as const;

/** 'Tramitar' a pending request or 'Deshacer' a processed one: the move the transitions table allows the role. */
export function StateButton({ request, role }: { request: EnrollmentRequestRow; role: Role }) {
  const { run, busy } = useApiAction();
  const action = allowedActions(requestState(request), role).find((a) => a in MOVES) as keyof typeof MOVES | undefined;
  if (!action) return null;
  const { label } = REQUEST_TRANSITIONS[action];
  const move = MOVES[action];
  return (
    <Button
      variant={action === "unprocess" ? "secondary" : "primary"}
      size="sm"
      disabled={busy}
      aria-label={`${label} la solicitud ${request.id}`}
      onClick={() => run(() => move.run(request.id), { success: move.success, failure: move.failure })}
    >
      {label}
    </Button>
  );
}
