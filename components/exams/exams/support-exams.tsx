"use client";

import type { ReactNode } from "react";
import { RoutedTabs } from "@/components/ui/routed-tabs";
import type { VenueSessionListQuery } from "@/lib/exams/venues/schemas";
import type { WaitlistEntryListQuery } from "@/lib/exams/waitlist/entry-schemas";
import { CsvUploadForm } from "./csv-upload-form";
import { ExamSearch } from "./exam-search";
import { ExtraordinaryWizard } from "./extraordinary-wizard";
import { OutOfDeadlineWizard } from "../requests/out-of-deadline-wizard";
import { TermsManager } from "../terms/terms-manager";
import { VenueSessions } from "../venues/venue-sessions";
import { WaitlistEntries } from "../waitlist/waitlist-entries";
import type { TermRow } from "@/lib/exams/terms/schemas";

/**
 * Admin and exam management: 'Exámenes' (CSV, the exam table that is also the review screen), terms,
 * extraordinary exams, out-of-deadline requests, the venues' seats and the waiting lists. Each tab's
 * list keeps its own URL parameters, dropped on changing tab.
 */
export function SupportExams({
  examTable,
  search,
  terms,
  maxBytes,
  venueQuery,
  waitlistQuery,
}: {
  examTable: ReactNode;
  search: string;
  terms: TermRow[];
  maxBytes: number;
  venueQuery: VenueSessionListQuery;
  waitlistQuery: WaitlistEntryListQuery;
}) {
  return (
    <RoutedTabs
      label="Gestión de exámenes"
      fresh
      tabs={[
        {
          value: "examenes",
          label: "Exámenes",
          content: (
            <div className="flex flex-col gap-6">
              <CsvUploadForm maxBytes={maxBytes} />
              <section aria-label="Revisión de exámenes" className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold">Exámenes</h2>
                <ExamSearch initial={search} />
                {examTable}
              </section>
            </div>
          ),
        },
        { value: "convocatorias", label: "Convocatorias", content: <TermsManager terms={terms} /> },
        { value: "extraordinarios", label: "Exámenes extraordinarios", content: <ExtraordinaryWizard /> },
        { value: "fuera-de-plazo", label: "Peticiones fuera de plazo", content: <OutOfDeadlineWizard /> },
        { value: "sedes", label: "Sedes", content: <VenueSessions query={venueQuery} /> },
        { value: "listas-de-espera", label: "Listas de espera", content: <WaitlistEntries query={waitlistQuery} /> },
      ]}
    />
  );
}
