"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { DocumentTypeRow } from "@/lib/documents/schemas";
import { useShowNewRow } from "@/lib/client/use-show-new-row";
import { UploadDocumentForm } from "./islands";

/** The student's two tabs; after an upload the list tab shows the new document, highlighted. */
export function StudentDocuments({
  list,
  types,
  maxBytes,
}: {
  list: ReactNode;
  types: DocumentTypeRow[];
  maxBytes: number;
}) {
  const t = useTranslations("documents.student");
  const showNewRow = useShowNewRow();
  const [tab, setTab] = useState("tus-documentos");
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t("tabs")}>
        <TabsTrigger value="tus-documentos">{t("yours")}</TabsTrigger>
        <TabsTrigger value="subir">{t("upload")}</TabsTrigger>
      </TabsList>
      <TabsContent value="tus-documentos">{list}</TabsContent>
      <TabsContent value="subir">
        <UploadDocumentForm
          types={types}
          maxBytes={maxBytes}
          onUploaded={(id) => {
            setTab("tus-documentos");
            showNewRow(id);
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
