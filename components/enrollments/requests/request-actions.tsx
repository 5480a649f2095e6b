"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import type { Role } from "@/db/enums/roles";
import { enrollmentPaths, enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { enrollmentRequestOf } from "@/lib/enrollments/texts";
import { allowedActions, requestState } from "@/lib/enrollments/transitions";
import { apiDownload } from "@/lib/client/api-download";
import { RequestView } from "./request-view";

/** 'Acciones': view (full-screen, read-only), the PDF, the attachments and delete where the transitions table allows it. */
export function RequestActions({ request, role }: { request: EnrollmentRequestRow; role: Role }) {
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const t = useTranslations("enrollments");
  const { run } = useApiAction();
  const type = request.enrollmentType;
  const of = enrollmentRequestOf(request, t);

  const download = (path: string) =>
    run(() => apiDownload(path), { failure: t("actions.downloadFailed"), refresh: false });

  return (
    <div className="flex flex-wrap gap-1">
      <RowActions
        subject={t("actions.subject", { of })}
        variant="ghost"
        allowed={allowedActions(requestState(request), role)}
        actions={[
          { label: <span aria-hidden="true">🔍</span>, verb: t("actions.view"), onClick: () => setViewing(true) },
          {
            label: t("actions.pdf"),
            verb: t("actions.pdfVerb"),
            onClick: () => download(enrollmentPaths.pdf(type, request.id)),
          },
          {
            label: t("actions.files"),
            verb: t("actions.filesVerb"),
            onClick: () => download(enrollmentPaths.files(type, request.id)),
            when: request.files.length > 0,
          },
          { label: t("actions.delete"), onClick: () => setDeleting(true), action: "delete" },
        ]}
      />
      <Dialog open={viewing} onOpenChange={setViewing} title={t("actions.dialogTitle", { of })} size="full">
        <RequestView request={request} />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("actions.deleteTitle")}
        description={t("actions.deleteQuestion", { of })}
        confirmLabel={t("actions.delete")}
        destructive
        onConfirm={async () => {
          await run(() => enrollmentsApi.deleteRequest(request.id), {
            success: t("actions.deleted"),
            failure: t("actions.notDeleted"),
            rethrow: true,
          });
        }}
      />
    </div>
  );
}
