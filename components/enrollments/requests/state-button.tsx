"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { allowedActions, REQUEST_TRANSITIONS, requestState } from "@/lib/enrollments/transitions";

const courseList = (r: EnrollmentRequestRow) => r.courseDetails.map((c) => c.courseName).join(", ") || "ninguna";

// The state changes of the list's first column, with their calls, toasts (seed 002 §8) and what the
// confirmation says: whose request, which courses, and what the change does to the student's courses.
const MOVES = {
  process: {
    run: enrollmentsApi.process,
    success: "Petición procesada",
    failure: "Petición no procesada",
    title: "Tramitar la solicitud de matrícula",
    explains: (r: EnrollmentRequestRow) =>
      `El alumno pasará a estar matriculado en estas asignaturas en el curso ${r.termId}: ${courseList(r)}.`,
  },
  unprocess: {
    run: enrollmentsApi.unprocess,
    success: "Petición desprocesada",
    failure: "Petición no desprocesada",
    title: "Deshacer la tramitación",
    explains: (r: EnrollmentRequestRow) =>
      `El alumno dejará de estar matriculado por esta solicitud en: ${courseList(r)}. No se puede deshacer si ya tiene una solicitud de examen, una nota o un TFG de alguna de ellas.`,
  },
} as const;

/** 'Tramitar' a pending request or 'Deshacer' a processed one, after a confirmation naming the student and the courses. */
export function StateButton({
  request,
  role,
  whose,
}: {
  request: EnrollmentRequestRow;
  role: Role;
  /** Whose request it is, as its button names it: '<student> del <date> (n.º <receipt number>)' (formatted on the server). */
  whose: string;
}) {
  const { run, busy } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const action = allowedActions(requestState(request), role).find((a) => a in MOVES) as keyof typeof MOVES | undefined;
  if (!action) return null;
  const { label } = REQUEST_TRANSITIONS[action];
  const move = MOVES[action];
  return (
    <>
      <Button
        variant={action === "unprocess" ? "secondary" : "primary"}
        size="sm"
        disabled={busy}
        aria-label={`${label} la solicitud de ${whose}`}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={move.title}
        description={
          <>
            <span className="block font-medium">
              {request.userName} ({request.userDni})
            </span>
            <span className="block">{move.explains(request)}</span>
          </>
        }
        confirmLabel={label}
        onConfirm={async () => {
          await run(() => move.run(request.id), { success: move.success, failure: move.failure, rethrow: true });
        }}
      />
    </>
  );
}
