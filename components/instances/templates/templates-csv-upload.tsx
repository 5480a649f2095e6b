"use client";

import { useState } from "react";
import { CsvColumns } from "@/components/ui/csv-columns";
import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { instancesApi } from "@/lib/instances/client";
import type { InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiAction } from "@/components/ui/use-api-action";

/** The admin's CSV upload: header `name,start,end,termId` (type from the select) or with a `typeId` column. */
export function TemplatesCsvUpload({ types }: { types: InstanceTypeRow[] }) {
  const { run, busy } = useApiAction();
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState("");
  const [key, setKey] = useState(0);
  return (
    <section
      aria-labelledby="csv-title"
      className="flex max-w-2xl flex-col gap-3 rounded-md border border-gray-200 p-4"
    >
      <h2 id="csv-title" className="text-base font-semibold">
        Subir plantillas por CSV
      </h2>
      <p className="text-sm text-gray-600">
        Cabecera: <code>name,start,end,termId</code> (y <code>typeId</code> si el fichero lo incluye). Fechas DD/MM/YYYY
        HH:mm.
      </p>
      <CsvColumns
        columns={[
          ["name", "Nombre de la plantilla"],
          ["start", "Abierta desde (DD/MM/YYYY HH:mm)"],
          ["end", "Abierta hasta (DD/MM/YYYY HH:mm)"],
          ["termId", "Identificador del curso académico"],
          ["typeId", "Identificador del tipo de instancia (opcional)"],
        ]}
      />
      <Field label="Tipo de instancia (si el fichero no trae typeId)">
        <Select value={typeId} onChange={(e) => setTypeId(e.target.value)}>
          <SelectOptions
            placeholder="Selecciona un tipo"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Select>
      </Field>
      <FilePicker
        key={key}
        label="Fichero CSV"
        accept=".csv,text/csv"
        maxBytes={10 * 1024 * 1024}
        onChange={setFile}
        required
      />
      <div>
        <Button
          disabled={!file}
          busy={busy}
          onClick={() =>
            run(() => instancesApi.uploadTemplatesCsv(file!, typeId ? Number(typeId) : undefined), {
              success: (r) => r.message,
              durationMs: 10_000,
              onDone: () => {
                setFile(null);
                setKey((k) => k + 1);
              },
            })
          }
        >
          Subir CSV
        </Button>
      </div>
    </section>
  );
}
