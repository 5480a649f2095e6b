"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
import { positionText, type WaitlistRow } from "@/lib/exams/waitlist/schemas";

/** The student's place in a session's waiting list, on the card of the exam they wait for. */
export function WaitingNotice({ entry }: { entry: WaitlistRow }) {
  const { run, busy } = useApiAction();
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {positionText(entry.position)} ({entry.headquarterName}).{" "}
      <Button
        size="sm"
        variant="secondary"
        className="ml-1"
        disabled={busy}
        onClick={() => run(() => examsApi.leaveWaitlist(entry.id), { success: "Has salido de la lista de espera" })}
      >
        Salir de la lista de espera
      </Button>
    </p>
  );
}
