"use client";

import { useLocale, useTranslations } from "next-intl";
import { RowActions } from "@/components/shared/row-actions";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { Table } from "@/components/ui/table";
import { formatDateTime, zonedInputToIso } from "@/lib/dates";
import { tfgApi } from "@/lib/tfg/client";
import type { CourtRow, TimeSpanRow } from "@/lib/tfg/courts/schemas";
import { csvFailure } from "./tfg-failure";
import { useTfgAction } from "./use-tfg-action";

const PAGE_SIZES = [5, 10, 20] as const;

/**
 * The court's slots, 5 per page by default (5, 10 or 20); adding by date and time, deleting free ones
 * after a confirmation, the CSV upload with section 8's two CSV texts.
 */
export function TimeSpans({ court, maxBytes }: { court: CourtRow; maxBytes: number }) {
  const t = useTranslations("tfg");
  const locale = useLocale();
  const [size, setSize] = useState<number>(5);
  const [page, setPage] = useState(0);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [deleting, setDeleting] = useState<TimeSpanRow | null>(null);
  const { run, busy } = useTfgAction();
  const pages = Math.max(1, Math.ceil(court.timeSpans.length / size));
  const rows = court.timeSpans.slice(page * size, page * size + size);
  return (
    <>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const start = zonedInputToIso(date, time);
          if (start)
            run(() => tfgApi.addTimeSpan(court.id, start), {
              success: t("spans.added"),
              error: t("spans.addFailed"),
            }).catch(() => undefined);
        }}
      >
        <Field label={t("spans.date")}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label={t("spans.startTime")}>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy || !date || !time}>
          {t("spans.add")}
        </Button>
        {/* Sent as soon as it is chosen, once the picker has checked its type and size. */}
        <FilePicker
          label={t("spans.uploadLabel")}
          accept=".csv,text/csv"
          maxBytes={maxBytes}
          disabled={busy}
          onChange={(file) => {
            if (file)
              run(() => tfgApi.uploadTimeSpans(court.id, file), {
                success: (r) => t("spans.uploaded", { added: r.success.length, failed: r.failed.length }),
                error: csvFailure(t),
              }).catch(() => undefined);
          }}
        />
      </form>
      <Table
        caption={t("spans.caption", { name: court.name })}
        rows={rows}
        emptyMessage={t("spans.empty")}
        columns={[
          { key: "start", header: t("ui.start"), cell: (s) => formatDateTime(s.start, locale) },
          { key: "end", header: t("ui.end"), cell: (s) => formatDateTime(s.end, locale) },
          { key: "reserved", header: t("ui.status"), cell: (s) => t(s.reserved ? "spans.reserved" : "spans.free") },
          {
            key: "actions",
            header: t("ui.actions"),
            cell: (s) => (
              <RowActions
                subject={t("spans.subject", { start: formatDateTime(s.start, locale) })}
                variant="danger"
                actions={[{ label: t("ui.delete"), disabled: busy || s.reserved, onClick: () => setDeleting(s) }]}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("spans.deleteTitle")}
        description={deleting ? t("spans.deleteQuestion", { start: formatDateTime(deleting.start, locale) }) : ""}
        confirmLabel={t("ui.delete")}
        cancelLabel={t("ui.back")}
        destructive
        onConfirm={() =>
          run(() => tfgApi.deleteTimeSpan(court.id, deleting!.id), {
            success: t("spans.deleted"),
            error: t("spans.deleteFailed"),
          }).then(() => undefined)
        }
      />
      <div className="flex items-center justify-end gap-3 text-sm">
        <Field label={t("spans.rowsPerPage")}>
          <Select value={String(size)} onChange={(e) => (setSize(Number(e.target.value)), setPage(0))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("spans.previous")}
        </Button>
        <span>{t("spans.page", { page: page + 1, pages })}</span>
        <Button size="sm" variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t("spans.next")}
        </Button>
      </div>
    </>
  );
}
