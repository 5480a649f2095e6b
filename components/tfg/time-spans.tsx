"use client";

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
              success: "La franja horaria se ha añadido correctamente",
              error: "Ha habido un error al añadir la franja horaria",
            }).catch(() => undefined);
        }}
      >
        <Field label="Fecha de la franja">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Hora de inicio">
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy || !date || !time}>
          Añadir franja
        </Button>
        {/* Sent as soon as it is chosen, once the picker has checked its type and size. */}
        <FilePicker
          label="Subir franjas (CSV, cabecera start)"
          accept=".csv,text/csv"
          maxBytes={maxBytes}
          disabled={busy}
          onChange={(file) => {
            if (file)
              run(() => tfgApi.uploadTimeSpans(court.id, file), {
                success: (r) => `Franjas añadidas: ${r.success.length}; con errores: ${r.failed.length}`,
                error: csvFailure,
              }).catch(() => undefined);
          }}
        />
      </form>
      <Table
        caption={`Franjas horarias de ${court.name}`}
        rows={rows}
        emptyMessage="No hay franjas horarias"
        columns={[
          { key: "start", header: "Inicio", cell: (s) => formatDateTime(s.start) },
          { key: "end", header: "Fin", cell: (s) => formatDateTime(s.end) },
          { key: "reserved", header: "Estado", cell: (s) => (s.reserved ? "Reservada" : "Libre") },
          {
            key: "actions",
            header: "Acciones",
            cell: (s) => (
              <RowActions
                subject={`franja ${formatDateTime(s.start)}`}
                variant="danger"
                actions={[{ label: "Eliminar", disabled: busy || s.reserved, onClick: () => setDeleting(s) }]}
              />
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar franja horaria"
        description={deleting ? `¿Eliminar la franja del ${formatDateTime(deleting.start)}?` : ""}
        confirmLabel="Eliminar"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => tfgApi.deleteTimeSpan(court.id, deleting!.id), {
            success: "La franja horaria se ha eliminado correctamente",
            error: "Ha habido un error al eliminar la franja horaria",
          }).then(() => undefined)
        }
      />
      <div className="flex items-center justify-end gap-3 text-sm">
        <Field label="Filas por página">
          <Select value={String(size)} onChange={(e) => (setSize(Number(e.target.value)), setPage(0))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Anterior
        </Button>
        <span>
          Página {page + 1} de {pages}
        </span>
        <Button size="sm" variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Siguiente
        </Button>
      </div>
    </>
  );
}
