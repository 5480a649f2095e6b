"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
import type { WaitlistRow } from "@/lib/exams/waitlist/schemas";

/** The student's place in a session's waiting list, on the card of the exam they wait for. */
export function WaitingNotice({ entry }: { entry: WaitlistRow }) {
  const t = useTranslations("exams");
  const { run, busy } = useApiAction();
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t("waitlist.positionAt", { position: entry.position, venue: entry.headquarterName })}{" "}
      <Button
        size="sm"
        variant="secondary"
        className="ml-1"
        disabled={busy}
        onClick={() => run(() => examsApi.leaveWaitlist(entry.id), { success: t("waitlist.left") })}
      >
        {t("waitlist.leave")}
      </Button>
    </p>
  );
}
