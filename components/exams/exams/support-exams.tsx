"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("exams");
  return (
    <RoutedTabs
      label={t("support.label")}
      fresh
      tabs={[
        {
          value: "examenes",
          label: t("page.examsTab"),
          content: (
            <div className="flex flex-col gap-6">
              <CsvUploadForm maxBytes={maxBytes} />
              <section aria-label={t("support.review")} className="flex flex-col gap-3">
                <h2 className="text-lg font-semibold">{t("page.examsTab")}</h2>
                <ExamSearch initial={search} />
                {examTable}
              </section>
            </div>
          ),
        },
        { value: "convocatorias", label: t("support.terms"), content: <TermsManager terms={terms} /> },
        { value: "extraordinarios", label: t("support.extraordinary"), content: <ExtraordinaryWizard /> },
        { value: "fuera-de-plazo", label: t("support.outOfDeadline"), content: <OutOfDeadlineWizard /> },
        { value: "sedes", label: t("support.venues"), content: <VenueSessions query={venueQuery} /> },
        {
          value: "listas-de-espera",
          label: t("waitlist.listsTitle"),
          content: <WaitlistEntries query={waitlistQuery} />,
        },
      ]}
    />
  );
}
