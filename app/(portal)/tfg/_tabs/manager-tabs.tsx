import { getTranslations } from "next-intl/server";
import { AllocationsManager, AreasManager, CourtsManager, TermsManager } from "@/components/tfg/islands";
import { LoadError } from "@/components/ui/load-error";
import { uploadMaxBytes } from "@/lib/files/limits";
import { listInstructors } from "@/lib/tfg/allocations/queries";
import { listAreas } from "@/lib/tfg/areas/queries";
import { areaRights, mayCreateAreas } from "@/lib/tfg/areas/rights";
import { coordinatorDegrees, listAcademicYears, listDegrees } from "@/lib/tfg/catalog";
import { courtDirectors, listCourts } from "@/lib/tfg/courts/queries";
import { activeYearId } from "@/lib/tfg/lookups";
import { listTerms } from "@/lib/tfg/terms/queries";
import { readTab, type TabProps } from "./tab-props";

/** 'Convocatorias': every call, with the years and degrees its form offers. */
export async function TermsTab({ db, user }: TabProps) {
  const data = await readTab("las convocatorias", {
    terms: () => listTerms(db, { open: false }),
    years: () => listAcademicYears(db),
    degrees: () => listDegrees(db, user, { all: true }),
  });
  if (!data) return <LoadError message={(await getTranslations("tfg"))("loadErrors.terms")} />;
  return <TermsManager {...data} maxBytes={uploadMaxBytes()} />;
}

/** The degrees the viewer may give an area: every one for secretaries and admins, a coordinator's own. */
const linkableDegrees = ({ db, user }: TabProps) =>
  user.role === "ROLE_COORD"
    ? coordinatorDegrees(db, user)
    : mayCreateAreas(user)
      ? listDegrees(db, user, { all: true })
      : Promise.resolve([]);

/** 'Áreas temáticas': the active year's areas, visible or not, each with what the viewer may do to it. */
export async function AreasTab(props: TabProps) {
  const { db, user } = props;
  const data = await readTab("las áreas temáticas", {
    academicYearId: () => activeYearId(db),
    degrees: () => linkableDegrees(props),
  });
  const areas =
    data &&
    (await readTab("las áreas temáticas", {
      list: () => listAreas(db, { academicYearId: data.academicYearId, all: true }),
    }));
  const rights =
    areas &&
    (await readTab("las áreas temáticas", {
      of: () =>
        areaRights(
          db,
          user,
          areas.list.map((a) => a.id),
        ),
    }));
  if (!data || !areas || !rights) return <LoadError message={(await getTranslations("tfg"))("loadErrors.areas")} />;
  return (
    <AreasManager
      areas={areas.list}
      rights={Object.fromEntries(rights.of)}
      canCreate={mayCreateAreas(user)}
      degrees={data.degrees}
      academicYearId={data.academicYearId}
      maxBytes={uploadMaxBytes()}
    />
  );
}

/** 'Asignación docente': the instructors, whose allocations the manager reads one at a time. */
export async function AllocationsTab({ db, user }: TabProps) {
  const data = await readTab("los profesores", {
    instructors: () => listInstructors(db),
    degrees: () => listDegrees(db, user, { all: true }),
    years: () => listAcademicYears(db),
  });
  if (!data) return <LoadError message={(await getTranslations("tfg"))("loadErrors.instructors")} />;
  return <AllocationsManager {...data} maxBytes={uploadMaxBytes()} />;
}

/** 'Gestión de tribunales': the active year's courts and the instructors who may sit on them. */
export async function CourtsTab({ db, user }: TabProps) {
  const data = await readTab("los tribunales", {
    academicYearId: () => activeYearId(db),
    degrees: () => listDegrees(db, user, { all: true }),
    directors: () => courtDirectors(db),
  });
  const courts = data && (await readTab("los tribunales", { list: () => listCourts(db, data.academicYearId) }));
  if (!data || !courts) return <LoadError message={(await getTranslations("tfg"))("loadErrors.courts")} />;
  return (
    <CourtsManager
      courts={courts.list}
      degrees={data.degrees}
      directors={data.directors}
      academicYearId={data.academicYearId}
      maxBytes={uploadMaxBytes()}
    />
  );
}
