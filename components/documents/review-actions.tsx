"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { documentsApi } from "@/lib/documents/client";
import type { DocumentRow } from "@/lib/documents/schemas";
import { allowedActions } from "@/lib/documents/transitions";
import { RejectDocumentForm } from "./islands";

/**
 * The buttons the transitions table allows the role on the document: approve any not yet approved,
 * reject a pending one with a required reason. The reject form (zod, react-hook-form) loads when its
 * dialog first opens, not with the table's every row.
 */
export function ReviewActions({ document, role }: { document: DocumentRow; role: Role }) {
  const { run, busy } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const approve = () =>
    run(() => documentsApi.approve(document.id), { success: "Documento aprobado", onDone: () => setRejecting(false) });

  const actions = allowedActions(document.status, role);
  const label = `documento «${document.documentTypeName}» de ${document.studentName}`;
  return (
    <div className="flex gap-2">
      {actions.includes("approve") && (
        <Button size="sm" disabled={busy} onClick={approve} aria-label={`Aprobar el ${label}`}>
          Aprobar
        </Button>
      )}
      {actions.includes("reject") && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setRejecting(true)}
          aria-label={`Rechazar el ${label}`}
        >
          Rechazar
        </Button>
      )}
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Rechazar documento"
        description={`Indica el motivo del rechazo del ${label}.`}
      >
        <RejectDocumentForm
          documentId={document.id}
          disabled={busy}
          onCancel={() => setRejecting(false)}
          onDone={() => setRejecting(false)}
        />
      </Dialog>
    </div>
  );
}
