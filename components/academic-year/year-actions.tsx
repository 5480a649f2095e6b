"use client";

import { useState } from "react";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import { academicYearApi } from "@/lib/academic-year/client";
import { failureToast } from "@/lib/client/failure-toast";

type Change = "activate" | "close" | "reopen";

// Each change's button, its confirmation and its toasts, for the year named `name`.
const CHANGES: Record<
  Change,
  (name: string) => { label: string; title: string; description: string; done: string; failed: string }
> = {
  activate: (name) => ({
    label: "Activar",
    title: "Activar el curso académico",
    description: `${name} pasará a ser el curso activo, y el que lo es ahora dejará de serlo.`,
    done: `Curso activado: ${name}`,
    failed: "No se ha podido activar el curso académico",
  }),
  close: (name) => ({
    label: "Cerrar",
    title: "Cerrar el curso académico",
    description: `${name} quedará de solo lectura: no se podrá crear, cambiar ni tramitar ninguna solicitud suya.`,
    done: `Curso cerrado: ${name}`,
    failed: "No se ha podido cerrar el curso académico",
  }),
  reopen: (name) => ({
    label: "Reabrir",
    title: "Reabrir el curso académico",
    description: `${name} volverá a admitir solicitudes y cambios.`,
    done: `Curso reabierto: ${name}`,
    failed: "No se ha podido reabrir el curso académico",
  }),
};

/** A year's row actions: 'Activar' (an inactive year), 'Cerrar' (an inactive open one), 'Reabrir' (a closed one). */
export function YearActions({
  year,
}: {
  year: { externalId: string; name: string; active: boolean; closed: boolean };
}) {
  const [asking, setAsking] = useState<Change | null>(null);
  const { run } = useApiAction();
  const text = (change: Change) => CHANGES[change](year.name);
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
