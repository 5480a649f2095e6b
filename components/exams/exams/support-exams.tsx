"use client";

import type { ReactNode } from "react";
import { PanelTabs } from "@/components/shared/panel-tabs";
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
    <PanelTabs
      label="Gestión de exámenes"
      tabs={[
        {
          value: "examenes",
          label: "Exámenes",
          className: "flex flex-col gap-6",
          content: (
            <>
              <CsvUploadForm maxBytes={maxBytes} />
              <section aria-label="Revisión de exámenes" className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold">Exámenes</h2>
                <ExamSearch initial={search} />
                {examTable}
              </section>
            </>
          ),
        },
        { value: "convocatorias", label: "Convocatorias", content: <TermsManager terms={terms} /> },
        { value: "extraordinarios", label: "Exámenes extraordinarios", content: <ExtraordinaryWizard /> },
        { value: "fuera-de-plazo", label: "Peticiones fuera de plazo", content: <OutOfDeadlineWizard /> },
      ]}
    />
  );
}
