"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table } from "@/components/ui/table";
import { tfgApi } from "@/lib/tfg/client";
import type { CourtRow } from "@/lib/tfg/courts/schemas";
import type { NamedRef } from "@/lib/tfg/schemas";
import { CourtDialog } from "./court-dialog";
import { useTfgAction } from "./use-tfg-action";

/**
 * 'Gestión de tribunales': the year's courts, the court form and its time-slot table, the CSV export
 * (through the client, so a failure is said). A court with defenses is kept, and the confirmation
 * stays open with section 8's text.
 */
export function CourtsManager({
  courts,
  degrees,
  directors,
  academicYearId,
  maxBytes,
}: {
  courts: CourtRow[];
  degrees: NamedRef[];
  directors: NamedRef[];
  academicYearId: number;
  /** The largest upload (UPLOAD_MAX_BYTES), for the time slots' CSV. */
  maxBytes: number;
}) {
  const t = useTranslations("tfg");
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<CourtRow | null>(null);
  const { run, download, busy } = useTfgAction();
  const current = typeof editing === "number" ? courts.find((c) => c.id === editing) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" busy={busy} onClick={() => download(tfgApi.courtsCsvPath(academicYearId))}>
          {t("ui.exportCsv")}
        </Button>
        <Button onClick={() => setEditing("new")}>{t("courts.new")}</Button>
      </div>
      <Table
        caption={t("courts.caption")}
        rows={courts}
        emptyMessage={t("courts.empty")}
        columns={[
          { key: "name", header: t("ui.name") },
          { key: "chairmanName", header: t("ui.chairman") },
          { key: "secretaryName", header: t("ui.secretary") },
          { key: "vocalName", header: t("ui.vocal"), cell: (c) => c.vocalName ?? "—" },
          { key: "timeSpans", header: t("courts.slots"), cell: (c) => c.timeSpans.length },
          {
            key: "actions",
            header: t("ui.actions"),
            cell: (c) => (
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(c.id)}
                  aria-label={t("ui.editNamed", { name: c.name })}
                >
                  {t("ui.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeleting(c)}
                  aria-label={t("ui.deleteNamed", { name: c.name })}
                >
                  {t("ui.delete")}
                </Button>
              </span>
            ),
          },
        ]}
      />
      {editing !== null && (
        <CourtDialog
          key={String(editing)}
          court={current}
          degrees={degrees}
          directors={directors}
          academicYearId={academicYearId}
          maxBytes={maxBytes}
          onSaved={(c) => setEditing(c.id)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("courts.deleteTitle")}
        description={t("courts.deleteQuestion", { name: deleting?.name ?? "" })}
        confirmLabel={t("ui.delete")}
        cancelLabel={t("ui.back")}
        destructive
        onConfirm={() =>
          run(() => tfgApi.deleteCourt(deleting!.id), {
            success: t("courts.deleted"),
            error: t("courts.deleteFailed"),
            byStatus: { 409: t("courts.hasDefenses") },
          }).then(() => undefined)
        }
      />
    </div>
  );
}
