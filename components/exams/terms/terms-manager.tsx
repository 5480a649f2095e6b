"use client";

import { CatalogueList, NameAddForm } from "@/components/shared/catalogue-list";
import { Switch } from "@/components/ui/switch";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
import { termBody, type TermRow } from "@/lib/exams/terms/schemas";

/** 'Convocatorias': create by name, enable or disable, delete one no exam uses. */
export function TermsManager({ terms }: { terms: TermRow[] }) {
  const { run } = useApiAction();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <NameAddForm
        schema={termBody}
        label="Nueva convocatoria"
        submitLabel="Crear"
        submit={(body) => examsApi.createTerm(body)}
        success="Convocatoria creada"
      />
      <CatalogueList
        label="Convocatorias"
        emptyMessage="No hay convocatorias"
        items={terms}
        controls={(term) => (
          <Switch
            label={`Habilitada: ${term.name}`}
            checked={term.enabled}
            onCheckedChange={(enabled) =>
              run(() => examsApi.setTermEnabled(term.id, enabled), {
                success: enabled ? "Convocatoria habilitada" : "Convocatoria deshabilitada",
              })
            }
          />
        )}
        remove={{
          title: "Eliminar convocatoria",
          question: (term) => `¿Seguro que quieres eliminar la convocatoria «${term.name}»?`,
          call: (term) => examsApi.deleteTerm(term.id),
          success: "Convocatoria eliminada",
        }}
      />
    </div>
  );
}
