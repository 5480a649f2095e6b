"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
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
  const t = useTranslations("exams");
  const { run, busy } = useApiAction();
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={venueName ? t("waitlist.joinAt", { venue: venueName }) : undefined}
      onClick={() =>
        run(() => examsApi.joinWaitlist(body), {
          success: (entry) => t("waitlist.position", { position: entry.position }),
          failure: failureToast(undefined, { serverTextOn: [406, 409] }),
          onDone: onJoined,
        })
      }
    >
      {t("waitlist.join")}
    </Button>
  );
}

/** After a 423 (the venue filled up while the student chose it): its waiting list. */
export function JoinWaitlist({ body, onJoined }: { body: RequestBody; onJoined: () => void }) {
  const t = useTranslations("exams");
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
      <p className="text-sm text-amber-900">{t("waitlist.venueFull")}</p>
      <JoinWaitlistButton body={body} onJoined={onJoined} />
    </div>
  );
}
