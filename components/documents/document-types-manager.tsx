"use client";

import { useTranslations } from "next-intl";
import { CatalogueList, NameAddForm } from "@/components/shared/catalogue-list";
import { documentsApi } from "@/lib/documents/client";
import { documentTypeBody, type DocumentTypeRow } from "@/lib/documents/schemas";

/** The admin's list of document types: add one, delete one no document uses. */
export function DocumentTypesManager({ types }: { types: DocumentTypeRow[] }) {
  const t = useTranslations("documents.typesManager");
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <NameAddForm
        schema={documentTypeBody}
        label={t("newType")}
        submitLabel={t("add")}
        submit={documentsApi.createType}
        success={t("created")}
      />
      <CatalogueList
        label={t("list")}
        emptyMessage={t("empty")}
        items={types}
        remove={{
          title: t("deleteTitle"),
          question: (type) => t("deleteQuestion", { name: type.name }),
          call: (type) => documentsApi.deleteType(type.id),
          success: t("deleted"),
        }}
      />
    </div>
  );
}
