import Link from "next/link";
import { CalendarSubscription } from "@/components/calendar/calendar-subscription";
import { currentToken, feedUrl } from "@/lib/calendar/token";
import {
  AllocationsManager,
  AreasManager,
  CourtsManager,
  CreateRequestWizard,
  CsvUpload,
  ProposalPanel,
  StudentAreaTab,
  TermsManager,
} from "@/components/tfg/islands";
import { DefensesList } from "@/components/tfg/defenses-list";
import { RequestsList } from "@/components/tfg/requests-list";
import { activeTab, roleTabs, type TabKey } from "@/components/tfg/tab-plan";
import { TfgTabs } from "@/components/tfg/tfg-tabs";
import { DataTable } from "@/components/ui/data-table";
import { LoadError } from "@/components/ui/load-error";
import { getDb, type Db } from "@/db";
import { pageSession } from "@/components/shell/page-gate";
import type { SessionUser } from "@/lib/auth/session-store";
import { uploadMaxBytes } from "@/lib/files/limits";
import { listInstructors } from "@/lib/tfg/allocations";
import { listAreas } from "@/lib/tfg/areas";
import { courtDirectors, listCourts } from "@/lib/tfg/courts";
import { coordinatorDegrees, listAcademicYears, listDegrees } from "@/lib/tfg/catalog";
import { listPriorityGrades } from "@/lib/tfg/priority-grades";
import { hasAcceptedRequest } from "@/lib/tfg/queries";
import { priorityListQuery } from "@/lib/tfg/schemas";
import { activeYearId, managesAreas } from "@/lib/tfg/scope";
import { listTerms } from "@/lib/tfg/terms";

type SearchParams = Record<string, string | string[] | undefined>;

const CARDS: Array<{ tab: TabKey; title: string; text: string }> = [
  {
    tab: "requests",
    title: "Solicitudes área temática",
    text: "Revisa las solicitudes de área temática de los alumnos.",
  },
  { tab: "defense", title: "Solicitudes de defensa", text: "Solicitudes de defensa de los trabajos aceptados." },
  { tab: "terms", title: "Convocatorias", text: "Crea y edita las convocatorias de áreas y defensas." },
  { tab: "extraordinary", title: "Solicitud extraordinaria", text: "Crea una solicitud en nombre de un alumno." },
];

/** Accepted defenses reach the personal calendar feed of the student and of the court members. */
async function withCalendar(db: Db, user: SessionUser, list: React.ReactNode) {
  return (
    <div className="flex flex-col gap-6">
      {list}
      <CalendarSubscription initialUrl={feedUrl(await currentToken(db, user.id))} />
    </div>
  );
}

async function tabContent(tab: TabKey, db: Db, user: SessionUser, sp: SearchParams) {
  const maxBytes = uploadMaxBytes();
  const allDegrees = () => listDegrees(db, user, { all: true });
  switch (tab) {
    case "principal":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {CARDS.map((c) => (
            <Link
              key={c.tab}
              href={`/tfg?tab=${c.tab}`}
              className="rounded-md border border-gray-200 p-4 hover:border-blue-700"
            >
              <h2 className="font-semibold text-blue-800">{c.title}</h2>
              <p className="text-sm text-gray-700">{c.text}</p>
            </Link>
          ))}
        </div>
      );
    case "area":
      return <StudentAreaTab list={await RequestsList({ db, user, view: "student", searchParams: sp, degrees: [] })} />;
    case "director":
      return RequestsList({
        db,
        user,
        view: "director",
        filter: "DIRECTOR",
        searchParams: sp,
        degrees: await allDegrees(),
      });
    case "management":
      return RequestsList({
        db,
        user,
        view: "management",
        filter: "GESTION",
        searchParams: sp,
        degrees: await allDegrees(),
      });
    case "requests": {
      const coordinator = user.role === "ROLE_COORD";
      const degrees = coordinator ? await coordinatorDegrees(db, user) : await allDegrees();
      return (
        <div className="flex flex-col gap-6">
          {await RequestsList({
            db,
            user,
            view: "management",
            filter: coordinator ? "GESTION" : undefined,
            searchParams: sp,
            degrees,
          })}
          {(coordinator || user.role === "ROLE_ADMIN") && <ProposalPanel degrees={degrees} />}
        </div>
      );
    }
    case "extraordinary":
      return <CreateRequestWizard extraordinary />;
    case "terms":
      return (
        <TermsManager
          terms={await listTerms(db, { open: false })}
          years={await listAcademicYears(db)}
          degrees={await allDegrees()}
          maxBytes={maxBytes}
        />
      );
    case "areas": {
      const academicYearId = await activeYearId(db);
      return (
        <AreasManager
          areas={await listAreas(db, { academicYearId, all: true })}
          degrees={await allDegrees()}
          academicYearId={academicYearId}
          maxBytes={maxBytes}
        />
      );
    }
    case "allocations":
      return (
        <AllocationsManager
          instructors={await listInstructors(db)}
          degrees={await allDegrees()}
          years={await listAcademicYears(db)}
          maxBytes={maxBytes}
        />
      );
    case "grades": {
      const parsed = priorityListQuery.safeParse(sp);
      const query = parsed.success ? parsed.data : priorityListQuery.parse({});
      const page = await listPriorityGrades(db, query);
      return (
        <div className="flex flex-col gap-6">
          <CsvUpload label="Subir notas de prioridad (CSV)" kind="priority" maxBytes={maxBytes} />
          <DataTable
            caption="Notas de prioridad"
            rows={page.content}
            total={page.totalElements}
            query={query}
            emptyMessage="No se han subido notas de prioridad"
            columns={[
              { key: "userId", header: "Id alumno", sortable: true },
              { key: "userName", header: "Alumno" },
              { key: "degreeName", header: "Titulación" },
              {
                key: "priority",
                header: "Nota de prioridad",
                sortable: true,
                cell: (g) => g.priority.toLocaleString("es-ES"),
              },
            ]}
          />
          <CsvUpload label="Subir límites de dirección (CSV)" kind="instructors" maxBytes={maxBytes} />
        </div>
      );
    }
    case "defense":
      if (user.role === "ROLE_STUDENT")
        return withCalendar(db, user, await DefensesList({ db, user, view: "student", searchParams: sp }));
      if (user.role === "ROLE_INSTRUCTOR")
        return withCalendar(
          db,
          user,
          await DefensesList({ db, user, view: "director", filter: "DIRECTOR", searchParams: sp }),
        );
      if (user.role === "ROLE_COORD")
        return withCalendar(
          db,
          user,
          await DefensesList({ db, user, view: "management", filter: "GESTION", searchParams: sp }),
        );
      return DefensesList({ db, user, view: "management", searchParams: sp });
    case "defense-director":
      return withCalendar(
        db,
        user,
        await DefensesList({ db, user, view: "director", filter: "DIRECTOR", searchParams: sp }),
      );
    case "defense-management":
      return DefensesList({ db, user, view: "management", filter: "GESTION", searchParams: sp });
    case "courts": {
      const academicYearId = await activeYearId(db);
      return (
        <CourtsManager
          courts={await listCourts(db, academicYearId)}
          degrees={await allDegrees()}
          directors={await courtDirectors(db)}
          academicYearId={academicYearId}
        />
      );
    }
  }
}

export default async function TfgPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("tfg");
  if (!session) return null;
  const { user } = session;
  const db = await getDb();
  const sp = await searchParams;
  const plan = await roleTabs(user.role, {
    areas: () => managesAreas(db, user.id),
    accepted: () => hasAcceptedRequest(db, user.id),
  });
  const heading = <h1 className="mb-4 text-2xl font-semibold">TFG/TFM</h1>;
  if ("error" in plan)
    return (
      <>
        {heading}
        <LoadError message={plan.error} />
      </>
    );
  const active = activeTab(plan.tabs, sp.tab);
  return (
    <>
      {heading}
      <TfgTabs tabs={plan.tabs} active={active}>
        {await tabContent(active, db, user, sp)}
      </TfgTabs>
    </>
  );
}
