"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, type DataTableColumn } from "@/components/ui/table";
import { useTfgAction } from "./use-tfg-action";

type Row = { id: number; name: string };

/** A row action a manager confirms first (section 5): an area's toggle or deletion, a call's deletion. */
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
 * the confirmed row actions, which the columns ask for with `confirm(kind, row)`, and an 'Eliminar' button
 * per row that `deletable` allows, which asks for its `kind` of confirmation.
 */
export function ManagedTable<R extends Row, K extends string>({
  caption,
  rows,
  emptyMessage,
  columns,
  deletable,
  newLabel,
  canCreate = true,
  editable = () => true,
  tools,
  form,
  confirmations,
  children,
}: {
  caption: string;
  rows: R[];
  emptyMessage: string;
  columns: (confirm: (kind: K, row: R) => void) => DataTableColumn<R>[];
  /** The confirmation an 'Eliminar' button asks for, on the rows `when` allows (every row without it). */
  deletable?: { kind: NoInfer<K>; when?: (row: R) => boolean };
  newLabel: string;
  /** Whether the caller may create rows ('Nueva …' is left out otherwise). */
  canCreate?: boolean;
  /** Whether the caller may open a row's form ('Editar' is left out otherwise). */
  editable?: (row: R) => boolean;
  tools?: ReactNode;
  /** The row's form (null: a new one), rendered while it is open. */
  form: (row: R | null, close: () => void) => ReactNode;
  confirmations: Record<K, RowConfirmation<R>>;
  children?: ReactNode;
}) {
  const t = useTranslations("tfg");
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const [confirming, setConfirming] = useState<{ kind: K; row: R } | null>(null);
  const confirm = (kind: K, row: R) => setConfirming({ kind, row });
  const current = confirming && confirmations[confirming.kind];
  const { run } = useTfgAction();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {canCreate && <Button onClick={() => setEditing("new")}>{newLabel}</Button>}
        {tools}
      </div>
      <Table
        caption={caption}
        rows={rows}
        emptyMessage={emptyMessage}
        columns={[
          ...columns(confirm),
          {
            key: "actions",
            header: t("ui.actions"),
            cell: (row) => (
              <div className="flex gap-2">
                {editable(row) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(row)}
                    aria-label={t("ui.editNamed", { name: row.name })}
                  >
                    {t("ui.edit")}
                  </Button>
                )}
                {deletable && (deletable.when?.(row) ?? true) && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => confirm(deletable.kind, row)}
                    aria-label={t("ui.deleteNamed", { name: row.name })}
                  >
                    {t("ui.delete")}
                  </Button>
                )}
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
        title={confirming && current ? current.title(confirming.row) : ""}
        description={confirming && current ? current.description(confirming.row) : ""}
        confirmLabel={current?.confirmLabel}
        cancelLabel={current?.destructive ? t("ui.back") : undefined}
        destructive={current?.destructive}
        onConfirm={() =>
          run(() => current!.action(confirming!.row), {
            success: current!.success,
            error: current!.error,
            byStatus: current!.byStatus,
          }).then(() => undefined)
        }
      />
    </div>
  );
}
