"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
import { positionText } from "@/lib/exams/waitlist/schemas";
import { failureToast } from "@/lib/client/failure-toast";
import type { RequestBody } from "@/lib/exams/requests/schemas";

/** Joins the waiting list of a full venue session; the venue's name tells the buttons of a list apart. */
export function JoinWaitlistButton({
  body,
  venueName,
  onJoined,
}: {
  body: RequestBody;
  venueName?: string;
  onJoined: () => void;
}) {
  const { run, busy } = useApiAction();
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={venueName ? `Apuntarme a la lista de espera de ${venueName}` : undefined}
      onClick={() =>
        run(() => examsApi.joinWaitlist(body), {
          success: (entry) => positionText(entry.position),
          failure: failureToast(undefined, { serverTextOn: [406, 409] }),
          onDone: onJoined,
        })
      }
    >
      Apuntarme a la lista de espera
    </Button>
  );
}

/** After a 423 (the venue filled up while the student chose it): its waiting list. */
export function JoinWaitlist({ body, onJoined }: { body: RequestBody; onJoined: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <p className="text-sm text-amber-900">
        Esta sede está completa. Si se libera una plaza, te la asignaremos por orden.
      </p>
      <JoinWaitlistButton body={body} onJoined={onJoined} />
    </div>
  );
}
