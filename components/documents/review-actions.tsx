"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("documents.review");
  const { run, busy } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const approve = () =>
    run(() => documentsApi.approve(document.id), { success: t("approved"), onDone: () => setRejecting(false) });

  const actions = allowedActions(document.status, role);
  const subject = t("subject", { type: document.documentTypeName, student: document.studentName });
  return (
    <div className="flex gap-2">
      {actions.includes("approve") && (
        <Button size="sm" disabled={busy} onClick={approve} aria-label={t("approveOf", { subject })}>
          {t("approve")}
        </Button>
      )}
      {actions.includes("reject") && (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setRejecting(true)}
          aria-label={t("rejectOf", { subject })}
        >
          {t("reject")}
        </Button>
      )}
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t("rejectTitle")}
        description={t("rejectDescription", { subject })}
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
