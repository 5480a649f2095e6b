import Link from "next/link";
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
export default function AttendancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <DoorPage
      title="Asistencia"
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
            {door && !list && <LoadError message="Ha habido un error al cargar la asistencia" />}
            {door && list && (
              <section aria-labelledby="lista" className="flex flex-col gap-3">
                <h2 id="lista" className="text-lg font-semibold">
                  Presentes: {list.present} · Ausentes: {list.absent}
                </h2>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={examsPaths.attendanceCsv(door.exam.id, venueId)}
                    download
                    className={buttonClasses("secondary", "sm")}
                  >
                    Descargar CSV
                  </a>
                  <a
                    href={examsPaths.attendancePdf(door.exam.id, venueId)}
                    download
                    className={buttonClasses("secondary", "sm")}
                  >
                    Descargar PDF
                  </a>
                  {venueId && (
                    <Link
                      href={`/exams/checkin?${new URLSearchParams({ examId: String(door.exam.id), venueId })}`}
                      className={buttonClasses("primary", "sm")}
                    >
                      Control de acceso
                    </Link>
                  )}
                </div>
                <PageTable
                  columns={attendanceColumns}
                  page={{
                    content: list.content.slice(page * size, (page + 1) * size),
                    totalElements: list.content.length,
                  }}
                  query={query}
                  caption="Asistencia al examen"
                  emptyMessage="No hay reservas para este examen"
                />
              </section>
            )}
          </>
        );
      }}
    />
  );
}
