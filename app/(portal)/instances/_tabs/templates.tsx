import { AvailableTemplates, OnBehalf, TemplatesManager, TypesManager } from "@/components/instances/islands";
import { LoadError } from "@/components/ui/load-error";
import { listTemplates, listTerms } from "@/lib/instances/templates/queries";
import { listInstanceTypes } from "@/lib/instances/types/queries";
import { loadOrNull } from "@/lib/load-or-null";
import type { TabProps } from "./tab-props";

/** 'Listado de instancias' (admin): the instance types. */
export async function Types({ db, t }: TabProps) {
  const types = await loadOrNull("los tipos de instancia", () => listInstanceTypes(db));
  if (!types) return <LoadError message={t("page.loadError.types")} />;
  return <TypesManager types={types} />;
}

/** Every template, to create, edit and delete; the CSV upload only outside the secretary's view. */
export async function Templates({ db, t, csvUpload }: TabProps & { csvUpload: boolean }) {
  const [templates, types, terms] = await Promise.all([
    loadOrNull("las plantillas", () => listTemplates(db, true)),
    loadOrNull("los tipos de instancia", () => listInstanceTypes(db)),
    loadOrNull("las convocatorias", () => listTerms(db)),
  ]);
  if (!templates || !types || !terms) return <LoadError message={t("page.loadError.templates")} />;
  return <TemplatesManager templates={templates} types={types} terms={terms} csvUpload={csvUpload} />;
}

/** 'Instancias disponibles': the templates open now; staff first choose for whom ('Crear solicitud'). */
export async function OpenTemplates({ db, t, maxBytes, onBehalf }: TabProps & { onBehalf: boolean }) {
  const templates = await loadOrNull("las plantillas", () => listTemplates(db, false));
  if (!templates) return <LoadError message={t("page.loadError.templates")} />;
  return onBehalf ? (
    <OnBehalf templates={templates} maxBytes={maxBytes} />
  ) : (
    <AvailableTemplates
      templates={templates}
      caption={t("page.tabs.available")}
      maxBytes={maxBytes}
      listTab="realizadas"
    />
  );
}
