"use client";

import { CatalogueList, NameAddForm } from "@/components/shared/catalogue-list";
import { documentsApi } from "@/lib/documents/client";
import { documentTypeBody, type DocumentTypeRow } from "@/lib/documents/schemas";

/** The admin's list of document types: add one, delete one no document uses. */
export function DocumentTypesManager({ types }: { types: DocumentTypeRow[] }) {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <NameAddForm
        schema={documentTypeBody}
        label="Nuevo tipo de documento"
        submitLabel="Añadir"
        submit={documentsApi.createType}
        success="Tipo de documento creado"
      />
      <CatalogueList
        label="Tipos de documento"
        emptyMessage="No hay tipos de documento"
        items={types}
        remove={{
          title: "Eliminar tipo de documento",
          question: (type) => `¿Seguro que quieres eliminar el tipo «${type.name}»?`,
          call: (type) => documentsApi.deleteType(type.id),
          success: "Tipo de documento eliminado",
        }}
      />
    </div>
  );
}
