import { Button, type ButtonProps } from "./button";

type FormActionsProps = Omit<ButtonProps, "type" | "onClick"> & {
  /** 'Cancelar': closes or resets without submitting. */
  onCancel: () => void;
};

/** A form's closing row: 'Cancelar', then the submit button, which takes every other prop and its label. */
export function FormActions({ onCancel, children, ...submit }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" {...submit}>
        {children}
      </Button>
    </div>
  );
}
