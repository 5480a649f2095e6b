import { useTranslations } from "next-intl";
import { Button, type ButtonProps } from "./button";
import { DisabledReason } from "./disabled-reason";

type FormActionsProps = Omit<ButtonProps, "type" | "onClick"> & {
  /** 'Cancelar': closes or resets without submitting. */
  onCancel: () => void;
  /** Why the submit button is disabled, shown beside it (and its `aria-describedby`) while `disabled`. */
  disabledReason?: string;
};

/** A form's closing row: 'Cancelar', then the submit button, which takes every other prop and its label. */
export function FormActions({ onCancel, disabledReason, children, ...submit }: FormActionsProps) {
  const t = useTranslations("common.actions");
  return (
    <DisabledReason reason={submit.disabled ? disabledReason : undefined}>
      {(describedBy) => (
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" aria-describedby={describedBy} {...submit}>
            {children}
          </Button>
        </div>
      )}
    </DisabledReason>
  );
}
