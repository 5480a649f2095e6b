"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/shared/row-actions";
import { Badge } from "@/components/ui/status-badge";
import { Table } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { TermDialog } from "./term-dialog";

/** 'Convocatorias' of the secretariat: the table and the create/edit dialog. */
export function TermsManager({ terms }: { terms: EnrollmentTermRow[] }) {
  const t = useTranslations("enrollments.terms");
  const types = useTranslations("enrollments.options.termType");
  const [editing, setEditing] = useState<EnrollmentTermRow | null>(null);
  const [open, setOpen] = useState(false);
  const openWith = (term: EnrollmentTermRow | null) => {
    setEditing(term);
    setOpen(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => openWith(null)}>{t("create")}</Button>
      </div>
      <Table
        caption={t("caption")}
        captionVisible
        emptyMessage={t("empty")}
        rows={terms}
        columns={[
          { key: "type", header: t("columns.type"), cell: (term) => types(term.type) },
          { key: "name", header: t("columns.name") },
          {
            key: "active",
            header: t("columns.state"),
            cell: (term) =>
              term.active ? <Badge tone="green">{t("active")}</Badge> : <Badge tone="gray">{t("inactive")}</Badge>,
          },
          {
            key: "startDate",
            header: t("columns.start"),
            cell: (term, locale) => formatDateTime(term.startDate, locale),
          },
          { key: "endDate", header: t("columns.end"), cell: (term, locale) => formatDateTime(term.endDate, locale) },
          {
            key: "edit",
            header: t("columns.edit"),
            cell: (term) => (
              <RowActions
                subject={t("subject", { name: term.name })}
                actions={[{ label: t("edit"), variant: "ghost", onClick: () => openWith(term) }]}
              />
            ),
          },
        ]}
      />
      <TermDialog key={editing ? JSON.stringify(editing) : "new"} term={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}
