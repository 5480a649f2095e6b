"use client";

import { useTranslations } from "next-intl";
import { SessionList } from "@/components/exams/venues/session-list";
import type { DataTableColumn } from "@/components/ui/data-table";
import { PersonCell } from "@/components/ui/person-cell";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { WaitlistEntryListQuery, WaitlistEntryRow } from "@/lib/exams/waitlist/entry-schemas";
import type { ExamsT } from "../texts";

const columns = (t: ExamsT): DataTableColumn<WaitlistEntryRow>[] => [
  { key: "position", header: t("waitlist.columns.position") },
  {
    key: "student",
    header: t("waitlist.columns.student"),
    cell: (e) => <PersonCell familyName={e.familyName} givenName={e.givenName} dni={e.dni} />,
  },
  { key: "courseName", header: t("waitlist.columns.course") },
  {
    key: "date",
    header: t("waitlist.columns.exam"),
    sortable: true,
    cell: (e, locale) => t("requests.examCell", { option: e.examOption, date: formatDateTime(e.examDate, locale) }),
  },
  { key: "venueName", header: t("waitlist.columns.venue") },
  {
    key: "joined",
    header: t("waitlist.columns.waitingSince"),
    priority: 2,
    cell: (e, locale) => formatDateTime(e.joined, locale),
  },
];

/** 'Listas de espera': who waits, in order, for each exam session and venue, for exam support. */
export function WaitlistEntries({ query }: { query: WaitlistEntryListQuery }) {
  const t = useTranslations("exams");
  return (
    <SessionList
      title={t("waitlist.listsTitle")}
      path={examsPaths.waitlistEntries(query)}
      failure={t("waitlist.loadError")}
      query={query}
      columns={columns(t)}
      emptyMessage={t("waitlist.noneFiltered")}
    />
  );
}
