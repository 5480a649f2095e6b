import { getTranslations } from "next-intl/server";
import { PageTable } from "@/components/shared/page-table";
import { StudentSearchForm } from "@/components/student-record/islands";
import { StudentFile } from "@/components/student-record/student-file";
import { searchColumns } from "@/components/student-record/student-links";
import { LoadError } from "@/components/ui/load-error";
import type { Db } from "@/db";
import type { SessionUser } from "@/lib/auth/session-store";
import { uploadMaxBytes } from "@/lib/files/limits";
import { pageQuery } from "@/lib/list/page-query";
import { loadOrNull } from "@/lib/load-or-null";
import { searchStudents } from "@/lib/student-record/queries";
import { searchParams as searchSchema, searchQuery } from "@/lib/student-record/schemas";
import type { loadStudentFile } from "@/lib/student-record/student-file";
import { first, type SearchParams } from "./params";

/** 'Buscar alumno': the search form, its results, and the picked student's file. */
export async function FinderTab({
  db,
  user,
  params,
  file,
}: {
  db: Db;
  user: SessionUser;
  params: SearchParams;
  file: Awaited<ReturnType<typeof loadStudentFile>> | undefined;
}) {
  const t = await getTranslations("studentRecord");
  const search = searchSchema.safeParse({ kind: first(params.kind) || "family", term: first(params.term) });
  const query = pageQuery(searchQuery, params);
  const results = search.success
    ? await loadOrNull("la búsqueda", () => searchStudents(db, user, search.data.kind, search.data.term, query))
    : undefined;
  const kept = new URLSearchParams(
    Object.entries({ kind: first(params.kind), term: first(params.term) }).filter(([, v]) => v),
  );
  return (
    <div className="flex flex-col gap-4">
      <StudentSearchForm kind={search.success ? search.data.kind : "family"} term={first(params.term)} />
      {results === null && <LoadError message={t("finder.searchError")} />}
      {results && (
        <PageTable
          columns={searchColumns(t, kept.toString())}
          page={results}
          query={query}
          caption={t("finder.caption")}
          rowKey={(s) => s.userId}
          emptyMessage={t("finder.empty")}
        />
      )}
      {file === null && <LoadError message={t("finder.notFound")} />}
      {file && (
        <section aria-labelledby="ficha" className="flex flex-col gap-4 border-t border-gray-200 pt-4">
          <h2 id="ficha" className="text-xl font-semibold">{`${file.student.name} ${file.student.surnames}`}</h2>
          <StudentFile data={file} maxBytes={uploadMaxBytes()} />
        </section>
      )}
    </div>
  );
}
