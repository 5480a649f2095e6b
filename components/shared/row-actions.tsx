import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";

export type RowAction<A extends string = string> = {
  /** The button's text, or a symbol with `verb`. */
  label: ReactNode;
  /** Its accessible name before the row's subject, when not the label: 'Descargar el PDF de'. */
  verb?: string;
  variant?: ButtonVariant;
  onClick: () => void;
  disabled?: boolean;
  /** The transitions table's action behind the button: shown only when `allowed` lists it. */
  action?: A;
  /** Left out when false (a condition other than the transitions table's). */
  when?: boolean;
};

/**
 * A row's small action buttons, in order, each named '<verb> <subject>' for assistive technology
 * ('Cerrar la solicitud de Certificado académico personal (E-2026-000010)', 'Editar Matemáticas'),
 * so that a row's buttons tell apart from another row's. With `allowed` (the module's
 * `allowedActions` for the row's state and the role), a button tied to an `action` shows only when
 * the table allows it.
 */
export function RowActions<A extends string>({
  subject,
  actions,
  allowed,
  variant: rowVariant,
}: {
  subject: string;
  actions: RowAction<A>[];
  allowed?: readonly A[];
  /** The variant of the actions that name none. */
  variant?: ButtonVariant;
}) {
  return actions
    .filter(({ action, when }) => when !== false && (action === undefined || !allowed || allowed.includes(action)))
    .map(({ label, verb, variant, onClick, disabled }) => {
      const name = verb ?? String(label);
      return (
        <Button
          key={name}
          size="sm"
          variant={variant ?? rowVariant}
          disabled={disabled}
          onClick={onClick}
          aria-label={`${name} ${subject}`}
        >
          {label}
        </Button>
      );
    });
}
