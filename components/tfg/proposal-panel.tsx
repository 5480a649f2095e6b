"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Table } from "@/components/ui/table";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import { priorityLabel } from "@/lib/tfg/constants";
import type { ProposalLine } from "@/lib/tfg/proposal/proposal";
import type { NamedRef } from "@/lib/tfg/schemas";
import type { TermRow } from "@/lib/tfg/terms/schemas";
import { useTfgAction } from "./use-tfg-action";

/**
 * 'Propuesta de asignación': for a degree and call, the serial-dictatorship proposal by priority
 * grade, shown as a table; applied in one transaction after a confirmation.
 */
export function ProposalPanel({ degrees }: { degrees: NamedRef[] }) {
  const [degreeId, setDegreeId] = useState("");
  const termsRead = useApiRead<TermRow[]>(degreeId ? tfgPaths.terms({ type: "AREA", degree: degreeId }) : null);
  const terms = termsRead.data ?? [];
  const [termId, setTermId] = useState("");
  const [lines, setLines] = useState<ProposalLine[] | null>(null);
  const { run, busy } = useTfgAction();

  const generate = () =>
    run(() => tfgApi.propose(degreeId, Number(termId)), {
      error: "Ha habido un error al generar la propuesta",
      onDone: setLines,
    }).catch(() => undefined);
  const apply = () =>
    run(
      () =>
        tfgApi.applyProposal({
          degreeId,
          termId: Number(termId),
          accept: lines!.flatMap((l) => (l.assigned ? [{ id: l.assigned.id, version: l.assigned.version }] : [])),
          reject: lines!.flatMap((l) => l.rejected.map((r) => ({ id: r.id, version: r.version }))),
        }),
      {
        success: "La propuesta se ha aplicado correctamente",
        error: "Ha habido un error al aplicar la propuesta",
        onDone: () => setLines(null),
      },
    ).then(() => undefined);

  return (
    <section className="flex flex-col gap-4 rounded-md border border-gray-200 p-4" aria-labelledby="proposal-title">
      <h2 id="proposal-title" className="text-lg font-semibold">
        Propuesta de asignación
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Titulación de la propuesta">
          <Select
            value={degreeId}
            onChange={(e) => {
              setDegreeId(e.target.value);
              setTermId("");
              setLines(null);
            }}
          >
            <SelectOptions
              placeholder="Selecciona una titulación"
              options={degrees.map((d) => ({ value: d.externalId, label: d.name }))}
            />
          </Select>
        </Field>
        <Field label="Convocatoria de la propuesta">
          <Select value={termId} onChange={(e) => setTermId(e.target.value)}>
            <SelectOptions
              placeholder="Selecciona una convocatoria"
              options={terms.map((t) => ({ value: t.id, label: t.name }))}
            />
          </Select>
        </Field>
        <Button onClick={generate} disabled={!degreeId || !termId} busy={busy && !lines}>
          Generar propuesta
        </Button>
      </div>
      {termsRead.error && <LoadError message="Ha habido un error al obtener las convocatorias" />}
      {lines && (
        <>
          <Table
            caption="Propuesta de asignación"
            rows={lines}
            rowKey={(l) => l.userId}
            emptyMessage="No hay solicitudes pendientes en esta titulación y convocatoria"
            columns={[
              { key: "userName", header: "Alumno", cell: (l) => `${l.userName} · ${l.userDni}` },
              {
                key: "grade",
                header: "Nota de prioridad",
                cell: (l) => (l.grade === null ? "Sin nota" : l.grade.toLocaleString("es-ES")),
              },
              {
                key: "assigned",
                header: "Solicitud asignada",
                cell: (l) =>
                  l.assigned ? `${priorityLabel(l.assigned.priority)} · ${l.assigned.instructorName}` : "Ninguna",
              },
              {
                key: "rejected",
                header: "Solicitudes rechazadas",
                cell: (l) => l.rejected.map((r) => `${priorityLabel(r.priority)}: ${r.reason}`).join("; ") || "—",
              },
            ]}
          />
          <div>
            <ConfirmButton
              disabled={lines.length === 0}
              title="Aplicar propuesta"
              description="Se aceptarán y rechazarán las solicitudes de la propuesta en una sola operación."
              confirmLabel="Aplicar"
              onConfirm={apply}
            >
              Aplicar propuesta
            </ConfirmButton>
          </div>
        </>
      )}
    </section>
  );
}
