import type { ReactNode } from "react";
import { AvailableTemplates } from "@/components/instances/islands";
import { staffInstanceColumns, studentInstanceColumns } from "@/components/instances/instance-columns";
import { InstanceFilters } from "@/components/instances/islands";
import { personName } from "@/components/ui/person-cell";
import { InstancesTabs } from "@/components/instances/instances-tabs";
import { OnBehalf } from "@/components/instances/islands";
import { TemplatesManager } from "@/components/instances/islands";
import { TypesManager } from "@/components/instances/islands";
import { DataTable } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { getDb, type Db } from "@/db";
import { pageSession } from "@/components/shell/page-gate";
import type { SessionUser } from "@/lib/auth/session-store";
import { uploadMaxBytes } from "@/lib/files/limits";
import { newRowKey } from "@/lib/list/new-row";
import { pageQuery, type SearchParams } from "@/lib/list/page-query";
import { instancesPaths } from "@/lib/instances/client";
import { listInstances, listInstanceTypes, listTemplates, listTerms } from "@/lib/instances/queries";
import { instanceListQuery, type InstanceListQuery } from "@/lib/instances/schemas";
import { exportSearch, withDefaultCreatedFrom } from "@/lib/instances/staff-list";

async function requestList(
  db: Db,
  user: SessionUser,
  urlQuery: InstanceListQuery,
  maxBytes: number,
  highlightKey: number | undefined,
) {
  const student = user.role === "ROLE_STUDENT";
  const query = student ? urlQuery : withDefaultCreatedFrom(urlQuery);
  const page = await loadOrNull("las instancias", () => listInstances(db, user, query));
  if (!page) return <LoadError message="Ha habido un error al cargar las instancias" />;
  if (student) {
    return (
      <DataTable
        columns={studentInstanceColumns(maxBytes)}
        rows={page.content}
        total={page.totalElements}
        totalCapped={page.totalElementsCapped}
        query={query}
        caption="Solicitudes realizadas"
        captionVisible
        emptyMessage="No has realizado ninguna solicitud"
        highlightKey={highlightKey}
      />
    );
  }
  return (
    <DataTable
      columns={staffInstanceColumns(user.role === "ROLE_SECR", maxBytes)}
      rows={page.content}
      total={page.totalElements}
      totalCapped={page.totalElementsCapped}
      query={query}
      caption="Solicitudes en proceso"
      captionVisible
      emptyMessage="No hay solicitudes"
      highlightKey={highlightKey}
      filters={
        <InstanceFilters
          current={query}
          studentName={
            query.userExternalId && page.content[0]
              ? personName(page.content[0].surname1, page.content[0].givenName)
              : undefined
          }
        />
      }
      filtersOpen
      csvHref={instancesPaths.export(exportSearch(query))}
    />
  );
}

async function templatesView(db: Db, csvUpload: boolean) {
  const [templates, types, terms] = await Promise.all([
    loadOrNull("las plantillas", () => listTemplates(db, true)),
    loadOrNull("los tipos de instancia", () => listInstanceTypes(db)),
    loadOrNull("las convocatorias", () => listTerms(db)),
  ]);
  if (!templates || !types || !terms) return <LoadError message="Ha habido un error al cargar las plantillas" />;
  return <TemplatesManager templates={templates} types={types} terms={terms} csvUpload={csvUpload} />;
}

async function openTemplates(db: Db, caption: string, maxBytes: number, onBehalf: boolean) {
  const templates = await loadOrNull("las plantillas", () => listTemplates(db, false));
  if (!templates) return <LoadError message="Ha habido un error al cargar las plantillas" />;
  return onBehalf ? (
    <OnBehalf templates={templates} maxBytes={maxBytes} />
  ) : (
    <AvailableTemplates templates={templates} caption={caption} maxBytes={maxBytes} listTab="realizadas" />
  );
}

export default async function InstancesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("instances");
  if (!session) return null;
  const { user } = session;
  const params = await searchParams;
  const query = pageQuery(instanceListQuery, params);
  const db = await getDb();
  const maxBytes = uploadMaxBytes();

  let tabs: { value: string; label: string; content: ReactNode }[];
  if (user.role === "ROLE_ADMIN") {
    const types = await loadOrNull("los tipos de instancia", () => listInstanceTypes(db));
    tabs = [
      {
        value: "tipos",
        label: "Listado de instancias",
        content: types ? (
          <TypesManager types={types} />
        ) : (
          <LoadError message="Ha habido un error al cargar los tipos de instancia" />
        ),
      },
      { value: "plantillas", label: "Plantillas", content: await templatesView(db, true) },
    ];
  } else if (user.role === "ROLE_STUDENT") {
    tabs = [
      {
        value: "disponibles",
        label: "Instancias disponibles",
        content: await openTemplates(db, "Instancias disponibles", maxBytes, false),
      },
      {
        value: "realizadas",
        label: "Instancias realizadas",
        content: await requestList(db, user, query, maxBytes, newRowKey(params)),
      },
    ];
  } else if (user.role === "ROLE_SECR") {
    tabs = [
      {
        value: "solicitudes",
        label: "Solicitudes",
        content: await requestList(db, user, query, maxBytes, newRowKey(params)),
      },
      { value: "instancias", label: "Instancias", content: await templatesView(db, false) },
      {
        value: "crear",
        label: "Crear solicitud",
        content: await openTemplates(db, "Instancias disponibles", maxBytes, true),
      },
    ];
  } else {
    tabs = [
      {
        value: "instancias",
        label: "Instancias",
        content: await requestList(db, user, query, maxBytes, newRowKey(params)),
      },
      {
        value: "crear",
        label: "Crear solicitud",
        content: await openTemplates(db, "Instancias disponibles", maxBytes, true),
      },
    ];
  }

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Instancias</h1>
      <InstancesTabs label="Instancias" tabs={tabs} />
    </>
  );
}
