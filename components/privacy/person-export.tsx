"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { personName } from "@/components/ui/person-cell";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useApiAction } from "@/components/ui/use-api-action";
import { privacyApi } from "@/lib/privacy/client";
import { DownloadDataButton } from "./download-data-button";

/** The admin's answer to a person's request: the person, found by name, DNI or e-mail; then their zip or their erasure. */
export function PersonExport() {
  const [person, setPerson] = useState<PickedStudent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<string[] | null>(null);
  const { run } = useApiAction();
  const id = person?.userId ?? "";
  const named = person ? `${personName(person.surnames, person.name)} (${person.dni})` : "";
  return (
    <div className="space-y-4">
      <StudentPicker
        label="Persona"
        noun="persona"
        value={person}
        onChange={setPerson}
        search={privacyApi.people}
        className="max-w-xl"
      />
      <div className="flex flex-wrap items-end gap-3">
        <DownloadDataButton url={privacyApi.personExportUrl(id || "-")} label="Descargar sus datos" disabled={!id} />
        <Button type="button" variant="danger" disabled={!id} onClick={() => setConfirming(true)}>
          Suprimir sus datos
        </Button>
      </div>
      {report && (
        <section aria-live="polite" className="rounded-md border border-gray-300 p-4">
          <h3 className="mb-2 font-semibold">Resultado de la supresión</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {report.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Suprimir los datos de una persona"
        description={`¿Seguro que quieres suprimir los datos de ${named}? Se anonimizará su identidad, se cerrarán sus sesiones y se eliminará todo lo que la ley no obligue a conservar. No se puede deshacer.`}
        confirmLabel="Suprimir"
        destructive
        onConfirm={async () => {
          const result = await run(() => privacyApi.erase(id), {
            success: "Datos suprimidos",
            failure: "No se han podido suprimir los datos",
            refresh: false,
            rethrow: true,
          });
          if (result) setReport(result.lines);
        }}
      />
    </div>
  );
}
