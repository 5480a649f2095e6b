"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentPaths, enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { canTransition, requestState } from "@/lib/enrollments/transitions";
import { apiDownload } from "@/lib/client/api-download";
import { RequestView } from "./request-view";

/** 'Acciones': view (full-screen, read-only), the PDF, the attachments and delete where the transitions table allows it. */
export function RequestActions({ request, role }: { request: EnrollmentRequestRow; role: Role }) {
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { run } = useApiAction();
  const type = request.enrollmentType;
  const canDelete = canTransition("delete", requestState(request), role);

  const download = (path: string) =>
    run(() => apiDownload(path), { failure: "No se ha podido descargar el fichero", refresh: false });

  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" onClick={() => setViewing(true)} aria-label={`Ver la solicitud ${request.id}`}>
        <span aria-hidden="true">🔍</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => download(enrollmentPaths.pdf(type, request.id))}
        aria-label={`Descargar el PDF de la solicitud ${request.id}`}
      >
        PDF
      </Button>
      {request.files.length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => download(enrollmentPaths.files(type, request.id))}
          aria-label={`Descargar los archivos de la solicitud ${request.id}`}
        >
          Archivos
        </Button>
      )}
      {canDelete && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setDeleting(true)}
          aria-label={`Eliminar la solicitud ${request.id}`}
        >
          Eliminar
        </Button>
      )}
      <Dialog open={viewing} onOpenChange={setViewing} title={`Solicitud ${request.id}`} size="full">
        <RequestView request={request} />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Eliminar solicitud"
        description={`¿Seguro que quieres eliminar la solicitud ${request.id}?`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={async () => {
          await run(() => enrollmentsApi.deleteRequest(request.id), {
            success: "Petición eliminada",
            failure: "Petición no eliminada",
            rethrow: true,
          });
        }}
      />
    </div>
  );
}
