"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { allowedActions, requestState } from "@/lib/enrollments/transitions";

// The state changes of the list's first column, with their calls; their toasts (seed 002 §8) and what the
// confirmation says (whose request, which courses, and what the change does to the student's courses) are
// the catalogue's `enrollments.state.<action>`.
const MOVES = { process: enrollmentsApi.process, unprocess: enrollmentsApi.unprocess } as const;

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
  const t = useTranslations("enrollments");
  const { run, busy } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const action = allowedActions(requestState(request), role).find((a) => a in MOVES) as keyof typeof MOVES | undefined;
  if (!action) return null;
  const label = t(`transitions.${action}`);
  const courses = request.courseDetails.map((c) => c.courseName).join(", ") || t("state.noCourses");
  return (
    <>
      <Button
        variant={action === "unprocess" ? "secondary" : "primary"}
        size="sm"
        disabled={busy}
        aria-label={t("state.buttonLabel", { action: label, whose })}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`state.${action}.title`)}
        description={
          <>
            <span className="block font-medium">
              {request.userName} ({request.userDni})
            </span>
            <span className="block">{t(`state.${action}.explains`, { year: request.termId, courses })}</span>
          </>
        }
        confirmLabel={label}
        onConfirm={async () => {
          await run(() => MOVES[action](request.id), {
            success: t(`state.${action}.success`),
            failure: t(`state.${action}.failure`),
            rethrow: true,
          });
        }}
      />
    </>
  );
}
