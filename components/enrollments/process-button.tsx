"use client";

import { Button } from "@/components/ui/button";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/schemas";
import { useApiAction } from "@/components/ui/use-api-action";

/** The admin's first column: 'Tramitar' a pending request, 'Deshacer' a processed one. */
export function ProcessButton({ request }: { request: EnrollmentRequestRow }) {
  const { run, busy } = useApiAction();
  if (request.isProcessed) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`Deshacer la solicitud ${request.id}`}
        onClick={() =>
          run(() => enrollmentsApi.unprocess(request.id), {
            success: "Petición desprocesada",
            failure: "Petición no desprocesada",
          })
        }
      >
        Deshacer
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-label={`Tramitar la solicitud ${request.id}`}
      onClick={() =>
        run(() => enrollmentsApi.process(request.id), {
          success: "Petición procesada",
          failure: "Petición no procesada",
        })
      }
    >
      Tramitar
    </Button>
  );
}
