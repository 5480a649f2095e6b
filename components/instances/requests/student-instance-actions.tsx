"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/shared/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { FilePicker } from "@/components/ui/file-picker";
import type { Role } from "@/db/enums/roles";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { instancesApi } from "@/lib/instances/client";
import type { InstanceRow } from "@/lib/instances/requests/schemas";
import { allowedActions } from "@/lib/instances/transitions";
import { useApiAction } from "@/components/ui/use-api-action";
import { useInstanceName } from "./use-instance-name";

/** The buttons the transitions table allows the student on their request: upload or replace their file, cancel. */
export function StudentInstanceActions({ row, role, maxBytes }: { row: InstanceRow; role: Role; maxBytes: number }) {
  const t = useTranslations("instances");
  const instanceName = useInstanceName();
  const { run, busy } = useApiAction();
  const [uploading, setUploading] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const label = row.studentFileName ? t("studentActions.replace") : t("studentActions.upload");
  const verb = row.studentFileName ? t("studentActions.replaceOf") : t("studentActions.uploadOf");
  return (
    <>
      <RowActions
        subject={instanceName(row)}
        allowed={allowedActions(row.status, role)}
        actions={[
          {
            label,
            verb,
            variant: "secondary",
            onClick: () => setUploading(true),
            action: "STUDENT_FILE",
          },
          {
            label: t("studentActions.cancel"),
            variant: "danger",
            onClick: () => setCancelling(true),
            action: "CANCEL",
          },
        ]}
      />
      <Dialog open={uploading} onOpenChange={setUploading} title={label}>
        <div className="flex flex-col gap-4">
          <FilePicker
            label={t("studentActions.file")}
            required
            accept={ACCEPT_ATTRIBUTE}
            maxBytes={maxBytes}
            onChange={setFile}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setUploading(false)}>
              {t("studentActions.cancel")}
            </Button>
            <Button
              disabled={!file}
              busy={busy}
              onClick={() =>
                run(() => instancesApi.uploadStudentFile(row.id, file!), {
                  success: t("messages.fileUploaded"),
                  onDone: () => setUploading(false),
                })
              }
            >
              {t("studentActions.send")}
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t("studentActions.cancelTitle")}
        description={t("studentActions.cancelQuestion", { name: row.templateName })}
        confirmLabel={t("studentActions.cancelConfirm")}
        cancelLabel={t("studentActions.back")}
        destructive
        onConfirm={() =>
          run(() => instancesApi.cancel(row.id), { success: t("studentActions.cancelled"), rethrow: true }).then(
            () => undefined,
          )
        }
      />
    </>
  );
}
