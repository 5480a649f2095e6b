"use client";

import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { VenueSessionListQuery, VenueSessionRow } from "@/lib/exams/venues/schemas";
import { SessionList } from "./session-list";
import type { ExamsT } from "../texts";

const columns = (t: ExamsT): DataTableColumn<VenueSessionRow>[] => [
  { key: "venue", header: t("venues.venue"), sortable: true, cell: (s) => s.venueName },
  {
    key: "date",
    header: t("venues.dateTime"),
    sortable: true,
    cell: (s, locale) => formatDateTime(s.startsAt, locale),
  },
  { key: "capacity", header: t("venues.seats"), cell: (s) => s.capacity ?? t("venues.noLimit") },
  { key: "taken", header: t("venues.taken") },
  { key: "free", header: t("venues.free"), cell: (s) => s.free ?? t("venues.noLimit") },
  { key: "waiting", header: t("venues.waiting"), priority: 2 },
];

/** 'Sedes': the seats of each venue at each exam date and time, for exam support. */
export function VenueSessions({ query }: { query: VenueSessionListQuery }) {
  const t = useTranslations("exams");
  return (
    <SessionList
      title={t("venues.title")}
      path={examsPaths.venueSessions(query)}
      failure={t("venues.loadError")}
      query={query}
      columns={columns(t)}
      rowKey={(s) => `${s.venueId} ${s.startsAt}`}
      emptyMessage={t("venues.none")}
    />
  );
}
