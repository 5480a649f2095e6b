"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, type DataTableColumn } from "@/components/ui/table";
import { useTfgAction } from "./use-tfg-action";

type Row = { id: number; name: string };

/** The one row action a manager confirms first (section 5): an area's toggle, a call's deletion. */
export type RowConfirmation<R extends Row> = {
  title: (row: R) => string;
  description: (row: R) => ReactNode;
  confirmLabel?: string;
  destructive?: boolean;
  action: (row: R) => Promise<unknown>;
  success: string;
  error: string;
  byStatus?: Record<number, string>;
};

/**
 * A manager's list ('Áreas temáticas', 'Convocatorias'): the 'Nueva …' button and any other tools,
 * the table with an 'Editar' button per row, the form while a row (or a new one) is edited, and
 * one confirmed row action, which the columns and `rowActions` ask for with `confirm(row)`.
 */
export function ManagedTable<R extends Row>({
  caption,
  rows,
  emptyMessage,
  columns,
  rowActions,
  newLabel,
  tools,
  form,
  confirmation,
  children,
}: {
  caption: string;
  rows: R[];
  emptyMessage: string;
  columns: (confirm: (row: R) => void) => DataTableColumn<R>[];
  rowActions?: (row: R, confirm: (row: R) => void) => ReactNode;
  newLabel: string;
  tools?: ReactNode;
  /** The row's form (null: a new one), rendered while it is open. */
  form: (row: R | null, close: () => void) => ReactNode;
  confirmation: RowConfirmation<R>;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const [confirming, setConfirming] = useState<R | null>(null);
  const { run } = useTfgAction();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setEditing("new")}>{newLabel}</Button>
        {tools}
      </div>
      <Table
        caption={caption}
        rows={rows}
        emptyMessage={emptyMessage}
        columns={[
          ...columns(setConfirming),
          {
            key: "actions",
            header: "Acciones",
            cell: (row) => (
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(row)} aria-label={`Editar ${row.name}`}>
                  Editar
                </Button>
                {rowActions?.(row, setConfirming)}
              </div>
            ),
          },
        ]}
      />
      {children}
      {editing && form(editing === "new" ? null : editing, () => setEditing(null))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? confirmation.title(confirming) : ""}
        description={confirming ? confirmation.description(confirming) : ""}
        confirmLabel={confirmation.confirmLabel}
        destructive={confirmation.destructive}
        onConfirm={() =>
          run(() => confirmation.action(confirming!), {
            success: confirmation.success,
            error: confirmation.error,
            byStatus: confirmation.byStatus,
          }).then(() => undefined)
        }
      />
    </div>
  );
}
