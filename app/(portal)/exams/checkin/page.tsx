import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CheckinDesk } from "@/components/exams/checkin/islands";
import { DoorPage } from "@/components/exams/checkin/door-page";
import { DoorPicker } from "@/components/exams/checkin/door-picker";
import { buttonClasses } from "@/components/ui/button";
import type { SearchParams } from "@/lib/list/page-query";

/** 'Control de acceso': the exam's staff pick an exam and a venue, then scan vouchers or type DNIs at its door. */
export default async function CheckinPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("exams");
  return (
    <DoorPage
      title={t("checkin.title")}
      searchParams={searchParams}
      body={({ query, exams, door }) => {
        const venue = door?.venues.find((v) => v.id === query.venueId);
        return (
          <>
            <DoorPicker
              action="/exams/checkin"
              exams={exams}
              chosen={door?.exam ?? null}
              venues={door?.venues ?? []}
              venueId={venue?.id}
            />
            {door && venue && (
              <section aria-labelledby="puerta" className="flex flex-col gap-3">
                <h2 id="puerta" className="text-lg font-semibold">
                  {venue.name}
                </h2>
                <CheckinDesk examId={door.exam.id} venueId={venue.id} />
                <Link
                  href={`/exams/attendance?${new URLSearchParams({ examId: String(door.exam.id), venueId: venue.id })}`}
                  className={buttonClasses("secondary", "md")}
                >
                  {t("checkin.viewAttendance")}
                </Link>
              </section>
            )}
          </>
        );
      }}
    />
  );
}
