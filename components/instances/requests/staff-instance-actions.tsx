"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowActions } from "@/components/shared/row-actions";
import { FormActions } from "@/components/ui/form-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Textarea } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import type { Role } from "@/db/enums/roles";
import { ACCEPT_ATTRIBUTE } from "@/lib/files/allowed-types";
import { instancesApi } from "@/lib/instances/client";
import { answerForm, type InstanceRow } from "@/lib/instances/requests/schemas";
import { allowedActions } from "@/lib/instances/transitions";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { useInstanceName } from "./use-instance-name";

/**
 * The buttons the transitions table allows the role on the row: the secretary answers (text and
 * response file) and closes live requests; the coordinator's (non-secretary) list reopens closed ones.
 */
export function StaffInstanceActions({ row, role, maxBytes }: { row: InstanceRow; role: Role; maxBytes: number }) {
  const t = useTranslations("instances.staffActions");
  const instanceName = useInstanceName();
  const { run } = useApiAction();
  const [answering, setAnswering] = useState(false);
  const [confirm, setConfirm] = useState<"close" | "reopen" | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(answerForm, {
    defaultValues: { instructorText: row.instructorText ?? "" },
    submit: async ({ instructorText }) => {
      await instancesApi.answer(row.id, instructorText);
      if (file) await instancesApi.uploadResponseFile(row.id, file);
    },
    success: t("answered"),
    onDone: () => setAnswering(false),
  });

  return (
    <>
      <RowActions
        subject={instanceName(row)}
        allowed={allowedActions(row.status, role)}
        actions={[
          { label: t("answer"), variant: "secondary", onClick: () => setAnswering(true), action: "ANSWER" },
          { label: t("close"), onClick: () => setConfirm("close"), action: "CLOSE" },
          { label: t("reopen"), variant: "secondary", onClick: () => setConfirm("reopen"), action: "REOPEN" },
        ]}
      />
      <Dialog
        open={answering}
        onOpenChange={setAnswering}
        title={t("answerTitle", { name: row.templateName })}
        size="xl"
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p>{t("requestText", { text: row.userText ?? "—" })}</p>
          <Field label={t("answerField")} required error={errorOf("instructorText")}>
            <Textarea {...form.register("instructorText")} />
          </Field>
          <FilePicker label={t("responseFile")} accept={ACCEPT_ATTRIBUTE} maxBytes={maxBytes} onChange={setFile} />
          <FormActions onCancel={() => setAnswering(false)} busy={busy}>
            {t("saveAnswer")}
          </FormActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "close" ? t("closeTitle") : t("reopenTitle")}
        description={
          confirm === "close"
            ? t("closeQuestion", { name: row.templateName })
            : t("reopenQuestion", { name: row.templateName })
        }
        confirmLabel={confirm === "close" ? t("close") : t("reopen")}
        onConfirm={() =>
          run(() => (confirm === "close" ? instancesApi.close(row.id) : instancesApi.reopen(row.id)), {
            success: confirm === "close" ? t("closed") : t("reopened"),
            rethrow: true,
          }).then(() => undefined)
        }
      />
    </>
  );
}
