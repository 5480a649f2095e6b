import { reviewDocumentColumns, studentDocumentColumns } from "@/components/documents/document-columns";
import { DocumentTypesManager, ReviewFilters } from "@/components/documents/islands";
import { StudentDocuments } from "@/components/documents/student-documents";
import { DataTable } from "@/components/ui/data-table";
import { personName } from "@/components/ui/person-cell";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb } from "@/db";
import { pageSession } from "@/components/shell/page-gate";
import { listDocuments, listDocumentTypes } from "@/lib/documents/queries";
import { documentListQuery } from "@/lib/documents/schemas";
import { uploadMaxBytes } from "@/lib/files/limits";
import { newRowKey } from "@/lib/list/new-row";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";

export default async function DocumentalPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("documental");
  if (!session) return null;
  const { user } = session;
  const db = await getDb();

  if (user.role === "ROLE_ADMIN") {
    const types = await loadOrNull("los tipos de documento", () => listDocumentTypes(db));
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold">Gestor documental: tipos de documento</h1>
        {types ? (
          <DocumentTypesManager types={types} />
        ) : (
          <LoadError message="Ha habido un error al cargar los tipos de documento" />
        )}
      </>
    );
  }

  const params = await searchParams;
  const query = pageQuery(documentListQuery, params);
  const [page, types] = await Promise.all([
    loadOrNull("los documentos", () => listDocuments(db, user, query)),
    user.role === "ROLE_STUDENT"
      ? loadOrNull("los tipos de documento", () => listDocumentTypes(db))
      : Promise.resolve([]),
  ]);
  const table = page ? (
    <DataTable
      columns={user.role === "ROLE_STUDENT" ? studentDocumentColumns : reviewDocumentColumns}
      rows={page.content}
      total={page.totalElements}
      totalCapped={page.totalElementsCapped}
      query={query}
      caption="Documentos"
      emptyMessage="No hay documentos"
      highlightKey={newRowKey(params)}
      filters={
        user.role === "ROLE_COORD" ? (
          <ReviewFilters
            studentId={query.studentId ?? ""}
            studentName={
              page.content[0] && personName(page.content[0].studentFamilyName, page.content[0].studentGivenName)
            }
            pending={query.pending}
          />
        ) : undefined
      }
      filtersOpen
    />
  ) : (
    <LoadError message="Ha habido un error al cargar los documentos" />
  );

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Gestor documental</h1>
      {user.role === "ROLE_STUDENT" ? (
        types ? (
          <StudentDocuments list={table} types={types} maxBytes={uploadMaxBytes()} />
        ) : (
          <LoadError message="Ha habido un error al cargar los tipos de documento" />
        )
      ) : (
        table
      )}
    </>
  );
}
