"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { tfgApi } from "@/lib/tfg/client";
import type { RequestRow } from "@/lib/tfg/requests/schemas";
import { EditRequestDialog } from "./edit-request-dialog";
import { RejectDialog, ReviewActions } from "./review-actions";
import type { ReviewAction } from "./row-actions";
import { useTfgAction } from "./use-tfg-action";

/** An area request's row actions (section 4); confirmations precede accept and cancel. */
export function RequestActions({ request: r, actions }: { request: RequestRow; actions: readonly ReviewAction[] }) {
  const t = useTranslations("tfg");
  const { run, busy } = useTfgAction();
  const [mode, setMode] = useState<Exclude<ReviewAction, "download"> | null>(null);
  const close = () => setMode(null);
  const label = t("requests.actions.label", { student: r.userName, area: r.areaName });
  const confirming = mode === "accept" || mode === "cancel" ? mode : null;

  return (
    <ReviewActions actions={actions} label={label} pdfHref={tfgApi.pdfPath(r.id)} busy={busy} onAction={setMode}>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={t(confirming === "accept" ? "requests.actions.acceptTitle" : "requests.actions.cancelTitle")}
        description={
          confirming === "accept"
            ? t("requests.actions.acceptQuestion", { student: r.userName, area: r.areaName })
            : t("requests.actions.cancelQuestion", { area: r.areaName })
        }
        confirmLabel={t(confirming === "accept" ? "ui.accept" : "requests.actions.cancelTitle")}
        cancelLabel={t("ui.back")}
        destructive={confirming === "cancel"}
        onConfirm={() =>
          confirming === "accept"
            ? run(() => tfgApi.accept(r.id), {
                success: t("requests.actions.accepted"),
                error: t("requests.actions.acceptFailed"),
              }).then(() => undefined)
            : run(() => tfgApi.cancel(r.id), {
                success: t("requests.actions.canceled"),
                error: t("requests.actions.cancelFailed"),
              }).then(() => undefined)
        }
      />
      {mode === "reject" && (
        <RejectDialog
          title={t("requests.actions.rejectTitle")}
          label={label}
          reject={(reason) => tfgApi.reject(r.id, reason)}
          success={t("requests.actions.rejected")}
          error={t("requests.actions.rejectFailed")}
          onClose={close}
        />
      )}
      {mode === "edit" && <EditRequestDialog request={r} onClose={close} />}
    </ReviewActions>
  );
}
