"use client";

import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CsvUploadForm } from "./csv-upload-form";
import { ExamSearch } from "./exam-search";
import { ExtraordinaryWizard } from "./extraordinary-wizard";
import { OutOfDeadlineWizard } from "../requests/out-of-deadline-wizard";
import { TermsManager } from "../terms/terms-manager";
import type { TermRow } from "@/lib/exams/terms/schemas";

/** Admin and exam management: 'Exámenes' (CSV, the exam table that is also the review screen), terms, extraordinary exams, out-of-deadline requests. */
export function SupportExams({
  examTable,
  search,
  terms,
  maxBytes,
}: {
  examTable: ReactNode;
  search: string;
  terms: TermRow[];
  maxBytes: number;
}) {
  return (
    <Tabs defaultValue="examenes">
      <TabsList aria-label="Gestión de exámenes">
        <TabsTrigger value="examenes">Exámenes</TabsTrigger>
        <TabsTrigger value="convocatorias">Convocatorias</TabsTrigger>
        <TabsTrigger value="extraordinarios">Exámenes extraordinarios</TabsTrigger>
        <TabsTrigger value="fuera-de-plazo">Peticiones fuera de plazo</TabsTrigger>
      </TabsList>
      <TabsContent value="examenes" className="flex flex-col gap-6">
        <CsvUploadForm maxBytes={maxBytes} />
        <section aria-label="Revisión de exámenes" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Exámenes</h2>
          <ExamSearch initial={search} />
          {examTable}
        </section>
      </TabsContent>
      <TabsContent value="convocatorias">
        <TermsManager terms={terms} />
      </TabsContent>
      <TabsContent value="extraordinarios">
        <ExtraordinaryWizard />
      </TabsContent>
      <TabsContent value="fuera-de-plazo">
        <OutOfDeadlineWizard />
      </TabsContent>
    </Tabs>
  );
}
