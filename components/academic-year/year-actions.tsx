"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import { academicYearApi } from "@/lib/academic-year/client";
import { failureToast } from "@/lib/client/failure-toast";

type Change = "activate" | "close" | "reopen";

/** A year's row actions: 'Activar' (an inactive year), 'Cerrar' (an inactive open one), 'Reabrir' (a closed one). */
export function YearActions({
  year,
}: {
  year: { externalId: string; name: string; active: boolean; closed: boolean };
}) {
  const [asking, setAsking] = useState<Change | null>(null);
  const t = useTranslations("academicYear.changes");
  const { run } = useApiAction();
  // Each change's button, its confirmation and its toasts, for this year.
  const text = (change: Change) => ({
    label: t(`${change}.label`),
    title: t(`${change}.title`),
    description: t(`${change}.description`, { name: year.name }),
    done: t(`${change}.done`, { name: year.name }),
    failed: t(`${change}.failed`),
  });
  const button = (change: Change, when: boolean) => ({
    label: text(change).label,
    when,
    onClick: () => setAsking(change),
  });
  const shown = asking && text(asking);
  return (
    <>
      <RowActions
        subject={year.name}
        variant="secondary"
        actions={[
          button("activate", !year.active && !year.closed),
          button("close", !year.active && !year.closed),
          button("reopen", year.closed),
        ]}
      />
      {asking && shown && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={shown.title}
          description={shown.description}
          confirmLabel={shown.label}
          onConfirm={async () => {
            await run(() => academicYearApi[asking](year.externalId), {
              success: shown.done,
              failure: failureToast(shown.failed),
              rethrow: true,
            });
          }}
        />
      )}
    </>
  );
}
