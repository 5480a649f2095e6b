"use client";

import { useState } from "react";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentPaths, enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { enrollmentRequestOf } from "@/lib/enrollments/labels";
import { allowedActions, requestState } from "@/lib/enrollments/transitions";
import { apiDownload } from "@/lib/client/api-download";
import { RequestView } from "./request-view";

/** 'Acciones': view (full-screen, read-only), the PDF, the attachments and delete where the transitions table allows it. */
export function RequestActions({ request, role }: { request: EnrollmentRequestRow; role: Role }) {
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { run } = useApiAction();
  const type = request.enrollmentType;

  const download = (path: string) =>
    run(() => apiDownload(path), { failure: "No se ha podido descargar el fichero", refresh: false });

  return (
    <div className="flex flex-wrap gap-1">
      <RowActions
        subject={`la solicitud ${enrollmentRequestOf(request)}`}
        variant="ghost"
        allowed={allowedActions(requestState(request), role)}
        actions={[
          { label: <span aria-hidden="true">🔍</span>, verb: "Ver", onClick: () => setViewing(true) },
          { label: "PDF", verb: "Descargar el PDF de", onClick: () => download(enrollmentPaths.pdf(type, request.id)) },
          {
            label: "Archivos",
            verb: "Descargar los archivos de",
            onClick: () => download(enrollmentPaths.files(type, request.id)),
            when: request.files.length > 0,
          },
          { label: "Eliminar", onClick: () => setDeleting(true), action: "delete" },
        ]}
      />
      <Dialog open={viewing} onOpenChange={setViewing} title={`Solicitud ${enrollmentRequestOf(request)}`} size="full">
        <RequestView request={request} />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Eliminar solicitud"
        description={`¿Seguro que quieres eliminar la solicitud ${enrollmentRequestOf(request)}?`}
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
