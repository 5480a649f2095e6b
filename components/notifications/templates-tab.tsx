"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Table } from "@/components/ui/table";
import { NOTIFICATION_TYPE_KEYS } from "@/lib/notifications/constants";
import type { TemplateRow } from "@/lib/notifications/schemas";
import { SendTestButton } from "./send-test-button";
import { TemplateEditor, type TemplateLanguage } from "./template-editor";
import { TemplatePreview } from "./template-preview";

/** 'Plantillas': the list, 'Nueva plantilla', and per template Editar, Vista previa and Enviar prueba. */
export function TemplatesTab({ templates, languages }: { templates: TemplateRow[]; languages: TemplateLanguage[] }) {
  const t = useTranslations("notifications");
  const router = useRouter();
  const [editing, setEditing] = useState<TemplateRow | "new" | null>(null);
  const [previewing, setPreviewing] = useState<TemplateRow | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setEditing("new")}>{t("templates.new")}</Button>
      </div>
      <Table
        caption={t("templates.caption")}
        emptyMessage={t("templates.empty")}
        rows={templates}
        columns={[
          { key: "reference", header: t("templates.reference") },
          { key: "title", header: t("templates.title") },
          { key: "type", header: t("templates.type"), cell: (row) => t(`types.${NOTIFICATION_TYPE_KEYS[row.type]}`) },
          {
            key: "actions",
            header: t("templates.actions"),
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <RowActions
                  subject={row.reference}
                  variant="secondary"
                  actions={[
                    { label: t("templates.edit"), onClick: () => setEditing(row) },
                    {
                      label: t("templates.preview"),
                      verb: t("templates.previewOf"),
                      onClick: () => setPreviewing(row),
                    },
                  ]}
                />
                <SendTestButton template={row} />
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <TemplateEditor
          key={editing === "new" ? "new" : editing.id}
          template={editing === "new" ? null : editing}
          languages={languages}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      )}
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title={t("templates.previewTitle", { title: previewing?.title ?? "" })}
        size="xl"
      >
        {previewing && (
          <TemplatePreview
            html={previewing.text}
            title={t("templates.previewFrame", { reference: previewing.reference })}
          />
        )}
      </Dialog>
    </div>
  );
}
