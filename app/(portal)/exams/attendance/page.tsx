import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { attendanceColumns } from "@/components/exams/checkin/attendance-columns";
import { DoorPage } from "@/components/exams/checkin/door-page";
import { DoorPicker } from "@/components/exams/checkin/door-picker";
import { PageTable } from "@/components/shared/page-table";
import { buttonClasses } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { attendanceList } from "@/lib/exams/attendance/queries";
import { examsPaths } from "@/lib/exams/client";
import type { SearchParams } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";

/** 'Asistencia' of an exam at a venue (or all) for its staff: present and absent with times, CSV and PDF. */
export default async function AttendancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("exams");
  return (
    <DoorPage
      title={t("attendance.pageTitle")}
      searchParams={searchParams}
      body={async ({ db, user, query, exams, door }) => {
        const venueId = door?.venues.some((v) => v.id === query.venueId) ? query.venueId : undefined;
        const list =
          door && (await loadOrNull("la asistencia", () => attendanceList(db, user, door.exam.id, { venueId })));
        const { page, size } = query;
        return (
          <>
            <DoorPicker
              action="/exams/attendance"
              exams={exams}
              chosen={door?.exam ?? null}
              venues={door?.venues ?? []}
              venueId={venueId}
              allVenues
            />
            {door && !list && <LoadError message={t("attendance.loadError")} />}
            {door && list && (
              <section aria-labelledby="lista" className="flex flex-col gap-3">
                <h2 id="lista" className="text-lg font-semibold">
                  {t("attendance.counts", { present: list.present, absent: list.absent })}
                </h2>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={examsPaths.attendanceCsv(door.exam.id, venueId)}
                    download
                    className={buttonClasses("secondary", "sm")}
                  >
                    {t("attendance.downloadCsv")}
                  </a>
                  <a
                    href={examsPaths.attendancePdf(door.exam.id, venueId)}
                    download
                    className={buttonClasses("secondary", "sm")}
                  >
                    {t("voucher.downloadPdf")}
                  </a>
                  {venueId && (
                    <Link
                      href={`/exams/checkin?${new URLSearchParams({ examId: String(door.exam.id), venueId })}`}
                      className={buttonClasses("primary", "sm")}
                    >
                      {t("checkin.title")}
                    </Link>
                  )}
                </div>
                <PageTable
                  columns={attendanceColumns(t)}
                  page={{
                    content: list.content.slice(page * size, (page + 1) * size),
                    totalElements: list.content.length,
                  }}
                  query={query}
                  caption={t("attendance.caption")}
                  emptyMessage={t("attendance.none")}
                />
              </section>
            )}
          </>
        );
      }}
    />
  );
}
