"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { instancesApi } from "@/lib/instances/client";
import type { TemplateRow, TermOption } from "@/lib/instances/templates/schemas";
import type { InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import { TemplateForm } from "./template-form";
import { TemplatesCsvUpload } from "./templates-csv-upload";

/**
 * The templates list (secretary and admin): Nombre, Fecha de inicio, Fecha de fin, Convocatoria and
 * actions, 'Crear nueva instancia'; the admin's (non-secretary) view adds the CSV upload.
 */
export function TemplatesManager({
  templates,
  types,
  terms,
  csvUpload,
}: {
  templates: TemplateRow[];
  types: InstanceTypeRow[];
  terms: TermOption[];
  csvUpload: boolean;
}) {
  const t = useTranslations("instances");
  const { run } = useApiAction();
  const [editing, setEditing] = useState<TemplateRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")}>{t("templates.create")}</Button>
      </div>
      <Table
        caption={t("templates.caption")}
        emptyMessage={t("templates.empty")}
        rows={templates}
        columns={[
          { key: "name", header: t("columns.name") },
          { key: "start", header: t("columns.start"), cell: (row, locale) => formatDateTime(row.start, locale) },
          { key: "end", header: t("columns.end"), cell: (row, locale) => formatDateTime(row.end, locale) },
          { key: "termName", header: t("columns.term") },
          {
            key: "active",
            header: t("columns.active"),
            cell: (row) => (row.active ? t("columns.yes") : t("columns.no")),
          },
          {
            key: "actions",
            header: t("columns.actions"),
            cell: (row) => (
              <span className="flex gap-2">
                <RowActions
                  subject={row.name}
                  actions={[
                    { label: t("templates.edit"), variant: "secondary", onClick: () => setEditing(row) },
                    { label: t("templates.delete"), variant: "danger", onClick: () => setDeleting(row) },
                  ]}
                />
              </span>
            ),
          },
        ]}
      />
      {csvUpload && <TemplatesCsvUpload types={types} />}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === "new" ? t("templates.createTitle") : t("templates.editTitle")}
        size="xl"
      >
        {editing !== null && (
          <TemplateForm
            template={editing === "new" ? null : editing}
            types={types}
            terms={terms}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("templates.deleteTitle")}
        description={t("templates.deleteQuestion", { name: deleting?.name ?? "" })}
        confirmLabel={t("templates.deleteConfirm")}
        destructive
        onConfirm={() =>
          run(() => instancesApi.deleteTemplate(deleting!.id), {
            success: t("messages.templateDeleted"),
            rethrow: true,
          }).then(() => undefined)
        }
      />
    </div>
  );
}
