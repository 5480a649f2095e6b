"use client";

import { useTranslations } from "next-intl";
import { FilterForm, useFilterValues } from "@/components/shared/filter-form";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import { examsPaths } from "@/lib/exams/client";
import type { VenueRow, VenueSessionListQuery } from "@/lib/exams/venues/schemas";

type Filters = Pick<VenueSessionListQuery, "venue" | "from" | "to">;

/** The filters of support's session lists ('Sedes', 'Listas de espera'): a venue and the exam days, kept in the URL. */
export function SessionFilters({ current }: { current: Filters }) {
  const t = useTranslations("exams");
  const venues = useApiRead<VenueRow[]>(examsPaths.venueList, { failure: t("venues.loadError") });
  const { values, text, choice } = useFilterValues({
    venue: current.venue ?? "",
    from: current.from ?? "",
    to: current.to ?? "",
  });
  return (
    <FilterForm values={values} className="grid gap-4 sm:grid-cols-3" buttonClassName="sm:col-span-3">
      {venues.error && <LoadError message={venues.error} />}
      {choice(
        "venue",
        t("venues.venue"),
        (venues.data ?? []).map((v) => ({ value: v.courseId, label: v.courseName })),
      )}
      {text("from", t("venues.from"), "date")}
      {text("to", t("venues.to"), "date")}
    </FilterForm>
  );
}
