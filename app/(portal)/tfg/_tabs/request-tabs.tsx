import { getTranslations } from "next-intl/server";
import { CreateRequestWizard, ProposalPanel, StudentAreaTab } from "@/components/tfg/islands";
import { RequestsList } from "@/components/tfg/requests-list";
import { LoadError } from "@/components/ui/load-error";
import { coordinatorDegrees, listDegrees } from "@/lib/tfg/catalog";
import { readTab, type TabProps } from "./tab-props";

/** The tab's error state when its degrees could not be read. */
const degreesFailed = async () => <LoadError message={(await getTranslations("tfg"))("loadErrors.degrees")} />;

/** The student's 'Solicitudes de área temática': the stepper's button and their own requests. */
export async function AreaTab({ db, user, searchParams }: TabProps) {
  return <StudentAreaTab list={await RequestsList({ db, user, view: "student", searchParams, degrees: [] })} />;
}

/** An instructor's requests as director ('Director TFG/TFM' or 'Solicitudes TFG/TFM'): read-only. */
export async function DirectorTab({ db, user, searchParams }: TabProps) {
  const data = await readTab("las titulaciones", { degrees: () => listDegrees(db, user, { all: true }) });
  if (!data) return degreesFailed();
  return RequestsList({ db, user, view: "director", filter: "DIRECTOR", searchParams, degrees: data.degrees });
}

/** 'Gestión TFG/TFM': the requests of the areas the instructor manages (403 for anyone else). */
export async function ManagementTab({ db, user, searchParams }: TabProps) {
  const data = await readTab("las titulaciones", { degrees: () => listDegrees(db, user, { all: true }) });
  if (!data) return degreesFailed();
  return RequestsList({ db, user, view: "management", filter: "GESTION", searchParams, degrees: data.degrees });
}

/** 'Solicitudes' of coordinators (their degrees), admins and secretaries (all), with the proposal panel. */
export async function RequestsTab({ db, user, searchParams }: TabProps) {
  const coordinator = user.role === "ROLE_COORD";
  const data = await readTab("las titulaciones", {
    degrees: () => (coordinator ? coordinatorDegrees(db, user) : listDegrees(db, user, { all: true })),
  });
  if (!data) return degreesFailed();
  return (
    <div className="flex flex-col gap-6">
      {await RequestsList({
        db,
        user,
        view: "management",
        filter: coordinator ? "GESTION" : undefined,
        searchParams,
        degrees: data.degrees,
      })}
      {(coordinator || user.role === "ROLE_ADMIN") && <ProposalPanel degrees={data.degrees} />}
    </div>
  );
}

/** 'Crear solicitud extraordinaria': the stepper, starting with the student. */
export function ExtraordinaryTab() {
  return <CreateRequestWizard extraordinary />;
}
