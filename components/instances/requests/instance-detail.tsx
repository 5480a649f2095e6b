"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { instancesPaths } from "@/lib/instances/client";
import { INSTANCE_ACTION_LABELS } from "@/lib/instances/constants";
import { instanceName } from "@/lib/instances/constants";
import type { InstanceDetail, InstanceRow } from "@/lib/instances/requests/schemas";
import { FileVersions } from "../files/file-versions";
import { InstanceStatusBadge } from "./instance-status";

/** 'Ver': the request, its registry codes and its history (who changed what, when). */
export function InstanceDetailButton({ row }: { row: InstanceRow }) {
  const [open, setOpen] = useState(false);
  const { data: d, error } = useApiRead<InstanceDetail>(open ? instancesPaths.instance(row.id) : null);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Ver ${instanceName(row)}`}>
        Ver
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Solicitud de ${row.templateName}`} size="xl">
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        {d && (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">Estado</dt>
              <dd>
                <InstanceStatusBadge status={d.status} />
              </dd>
              <dt className="font-medium">Alumno</dt>
              <dd>
                {d.external && "Externo · "}
                {d.givenName} {d.surname1} · {d.dni}
              </dd>
              <dt className="font-medium">Mensaje de la petición</dt>
              <dd>{d.userText ?? "—"}</dd>
              <dt className="font-medium">Mensaje de la respuesta</dt>
              <dd>{d.instructorText ?? "—"}</dd>
              <dt className="font-medium">Registro de entrada</dt>
              <dd>{d.entryCode ?? "—"}</dd>
              <dt className="font-medium">Registro de salida</dt>
              <dd>{d.exitCode ?? "—"}</dd>
              <dt className="font-medium">Fecha de cierre</dt>
              <dd>{d.closed ? `${formatDateTime(d.closed)} (${d.closedBy})` : "—"}</dd>
            </dl>
            <FileVersions instanceId={d.id} files={d.files} />
            <section aria-label="Historial">
              <h3 className="mb-2 font-semibold">Historial</h3>
              <ol className="flex flex-col gap-1">
                {d.history.map((h) => (
                  <li key={h.id}>
                    {formatDateTime(h.changedAt)} · {INSTANCE_ACTION_LABELS[h.action]} ·{" "}
                    <InstanceStatusBadge status={h.status} /> · {h.changedBy}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </Dialog>
    </>
  );
}
