"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { tfgApi } from "@/lib/tfg/client";
import { acceptDefenseBody, type DefenseRow } from "@/lib/tfg/defenses/schemas";
import { DefenseForm } from "./defense-form";
import { RejectDialog, ReviewActions } from "./review-actions";
import type { ReviewAction } from "./row-actions";
import { failureToast } from "@/lib/client/failure-toast";
import { useTfgAction } from "./use-tfg-action";

/** A defense request's row actions (section 4): accepting asks for the place, rejecting for an optional reason. */
export function DefenseActions({ defense: d, actions }: { defense: DefenseRow; actions: readonly ReviewAction[] }) {
  const t = useTranslations("tfg");
  const { run, busy } = useTfgAction();
  const [mode, setMode] = useState<Exclude<ReviewAction, "download"> | null>(null);
  const label = t("defenses.actions.label", { student: d.userName });
  const close = () => setMode(null);

  return (
    <ReviewActions
      actions={actions}
      label={label}
      pdfHref={tfgApi.defensePdfPath(d.requestId, d.id)}
      busy={busy}
      onAction={setMode}
    >
      <ConfirmDialog
        open={mode === "cancel"}
        onOpenChange={(open) => !open && close()}
        title={t("defenses.actions.cancelTitle")}
        description={t("defenses.actions.cancelQuestion")}
        confirmLabel={t("defenses.actions.cancelConfirm")}
        cancelLabel={t("ui.back")}
        destructive
        onConfirm={() =>
          run(() => tfgApi.cancelDefense(d.requestId, d.id), {
            success: t("defenses.actions.canceled"),
            error: t("defenses.actions.cancelFailed"),
          }).then(() => undefined)
        }
      />
      {mode === "accept" && <AcceptDefenseDialog defense={d} onClose={close} />}
      {mode === "reject" && (
        <RejectDialog
          title={t("defenses.actions.rejectTitle")}
          label={label}
          reject={(reason) => tfgApi.rejectDefense(d.requestId, d.id, reason)}
          success={t("defenses.actions.rejected")}
          error={t("defenses.actions.rejectFailed")}
          onClose={close}
        />
      )}
      {mode === "edit" && <DefenseForm defense={d} onClose={close} />}
    </ReviewActions>
  );
}

/** 'Aceptar defensa': the place is required ('Debes introducir un lugar para la defensa'). */
function AcceptDefenseDialog({ defense: d, onClose }: { defense: DefenseRow; onClose: () => void }) {
  const t = useTranslations("tfg");
  const accept = useApiForm(acceptDefenseBody, {
    defaultValues: { location: d.location ?? "" },
    submit: (body) => tfgApi.acceptDefense(d.requestId, d.id, body.location),
    success: t("defenses.actions.accepted"),
    failure: failureToast(t("defenses.actions.acceptFailed")),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={t("defenses.actions.acceptTitle")}
      description={t("defenses.actions.placeHint", { student: d.userName })}
      onClose={onClose}
      onSubmit={accept.onSubmit}
      busy={accept.busy}
      submitLabel={t("ui.accept")}
    >
      <Field label={t("ui.place")} required error={accept.errorOf("location")}>
        <Input {...accept.form.register("location")} />
      </Field>
    </FormDialog>
  );
}
