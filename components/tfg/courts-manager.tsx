"use client";

import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { formatDateTime, madridInputToIso } from "@/lib/dates";
import { tfgClient } from "@/lib/tfg/client";
import { courtBody, SAVE_COURT_FIRST, type CourtBody, type CourtRow, type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxList } from "./checkbox-list";

const PAGE_SIZES = [5, 10, 20] as const;

/** 'Gestión de tribunales': the year's courts, the court form and its time-slot table, the CSV export. */
export function CourtsManager({
  courts,
  degrees,
  directors,
  academicYearId,
}: {
  courts: CourtRow[];
  degrees: NamedRef[];
  directors: NamedRef[];
  academicYearId: number;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<CourtRow | null>(null);
  const { run } = useApiAction();
  const current = typeof editing === "number" ? courts.find((c) => c.id === editing) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end gap-2">
        <a href={tfgClient.courtsCsvPath(academicYearId)} download className={buttonClasses("secondary")}>
          Exportar CSV
        </a>
        <Button onClick={() => setEditing("new")}>Nuevo tribunal</Button>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tribunales de defensa</caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Presidente</th>
            <th scope="col">Secretario</th>
            <th scope="col">Vocal</th>
            <th scope="col">Franjas</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {courts.length === 0 && (
            <tr>
              <td colSpan={6}>No hay tribunales en este curso académico</td>
            </tr>
          )}
          {courts.map((c) => (
            <tr key={c.id} className="border-t border-gray-200">
              <td>{c.name}</td>
              <td>{c.chairmanName}</td>
              <td>{c.secretaryName}</td>
              <td>{c.vocalName ?? "—"}</td>
              <td>{c.timeSpans.length}</td>
              <td className="flex gap-2 py-1">
                <Button size="sm" variant="secondary" onClick={() => setEditing(c.id)} aria-label={`Editar ${c.name}`}>
                  Editar
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDeleting(c)} aria-label={`Eliminar ${c.name}`}>
                  Eliminar
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== null && (
        <CourtDialog
          key={String(editing)}
          court={current}
          degrees={degrees}
          directors={directors}
          academicYearId={academicYearId}
          onSaved={(c) => setEditing(c.id)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar tribunal"
        description={`¿Eliminar el tribunal ${deleting?.name ?? ""}?`}
        confirmLabel="Eliminar"
        cancelLabel="Volver"
        destructive
        onConfirm={() =>
          run(() => tfgClient.deleteCourt(deleting!.id), { success: "El tribunal se ha eliminado correctamente" }).then(
            () => undefined,
          )
        }
      />
    </div>
  );
}

function CourtDialog({
  court,
  degrees,
  directors,
  academicYearId,
  onSaved,
  onClose,
}: {
  court?: CourtRow;
  degrees: NamedRef[];
  directors: NamedRef[];
  academicYearId: number;
  onSaved: (c: CourtRow) => void;
  onClose: () => void;
}) {
  const { form, onSubmit, busy, errorOf } = useApiForm(courtBody, {
    defaultValues: court
      ? {
          id: court.id,
          name: court.name,
          chairman: court.chairman,
          secretary: court.secretary,
          vocal: court.vocal ?? "",
          degreeIds: court.degreeIds,
          academicYearId,
          slotMinutes: court.slotMinutes,
        }
      : { name: "", chairman: "", secretary: "", vocal: "", degreeIds: [], academicYearId, slotMinutes: 120 },
    submit: (body) => (court ? tfgClient.updateCourt(court.id, body) : tfgClient.createCourt(body)),
    success: "El tribunal se ha guardado correctamente",
    onDone: onSaved,
  });
  const selected = (form.watch("degreeIds") ?? []) as string[];
  const member = (name: keyof CourtBody & ("chairman" | "secretary" | "vocal"), label: string, required: boolean) => (
    <Field label={label} required={required} error={errorOf(name)}>
      <Select {...form.register(name)}>
        <option value="">Selecciona</option>
        {directors.map((d) => (
          <option key={d.externalId} value={d.externalId}>
            {d.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={court ? "Editar tribunal" : "Nuevo tribunal"}
      size="xl"
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        <Field label="Nombre" required error={errorOf("name")}>
          <Input {...form.register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {member("chairman", "Presidente", true)}
          {member("secretary", "Secretario", true)}
          {member("vocal", "Vocal", false)}
        </div>
        <CheckboxList
          legend="Titulaciones"
          items={degrees}
          selected={selected}
          onChange={(ids: string[]) => form.setValue("degreeIds", ids)}
        />
        <Field label="Duración de cada franja (minutos)" error={errorOf("slotMinutes")}>
          <Input type="number" min={15} max={720} step={15} {...form.register("slotMinutes")} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cerrar
          </Button>
          <Button type="submit" busy={busy}>
            Guardar
          </Button>
        </div>
      </form>
      <section aria-label="Periodos de disponibilidad" className="mt-6 flex flex-col gap-3">
        <h2 className="font-semibold">Periodos de disponibilidad</h2>
        {court ? (
          <TimeSpans court={court} />
        ) : (
          <p role="status" className="text-sm text-gray-700">
            {SAVE_COURT_FIRST}
          </p>
        )}
      </section>
    </Dialog>
  );
}

/** The court's slots, 5 per page by default (5, 10 or 20); adding by date and time, deleting free ones, CSV upload. */
function TimeSpans({ court }: { court: CourtRow }) {
  const [size, setSize] = useState<number>(5);
  const [page, setPage] = useState(0);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { run, busy } = useApiAction();
  const pages = Math.max(1, Math.ceil(court.timeSpans.length / size));
  const rows = court.timeSpans.slice(page * size, page * size + size);
  return (
    <>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const start = madridInputToIso(date, time);
          if (start)
            run(() => tfgClient.addTimeSpan(court.id, start), {
              success: "La franja horaria se ha añadido correctamente",
            });
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
        <Field label="Subir franjas (CSV, cabecera start)">
          <Input
            type="file"
            accept=".csv"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file)
                run(() => tfgClient.uploadTimeSpans(court.id, file), {
                  success: (r) => `Franjas añadidas: ${r.success.length}; con errores: ${r.failed.length}`,
                });
            }}
          />
        </Field>
      </form>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Franjas horarias de {court.name}</caption>
        <thead>
          <tr>
            <th scope="col">Inicio</th>
            <th scope="col">Fin</th>
            <th scope="col">Estado</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>No hay franjas horarias</td>
            </tr>
          )}
          {rows.map((s) => (
            <tr key={s.id} className="border-t border-gray-200">
              <td>{formatDateTime(s.start)}</td>
              <td>{formatDateTime(s.end)}</td>
              <td>{s.reserved ? "Reservada" : "Libre"}</td>
              <td>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy || s.reserved}
                  onClick={() =>
                    run(() => tfgClient.deleteTimeSpan(court.id, s.id), {
                      success: "La franja horaria se ha eliminado correctamente",
                    })
                  }
                  aria-label={`Eliminar franja ${formatDateTime(s.start)}`}
                >
                  Eliminar
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
