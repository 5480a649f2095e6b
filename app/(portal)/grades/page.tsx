import { getTranslations } from "next-intl/server";
import { GradesTable } from "@/components/grades/grades-table";
import { ProceedingsTable } from "@/components/grades/proceedings-table";
import { LoadError } from "@/components/ui/load-error";
import { loadOrNull } from "@/lib/load-or-null";
import { PanelTabs } from "@/components/shared/panel-tabs";
import { getDb } from "@/lib/database";
import { pageSession } from "@/components/shell/page-gate";
import { gradesOf, proceedingsOf } from "@/lib/grades/queries";

export default async function GradesPage() {
  const session = await pageSession("grades");
  if (!session) return null;
  const t = await getTranslations("grades.page");
  const db = await getDb();
  const [grades, proceedings] = await Promise.all([
    loadOrNull("las notas", () => gradesOf(db, session.user.id)),
    loadOrNull("los expedientes", () => proceedingsOf(db, session.user.id)),
  ]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("title")}</h1>
      <PanelTabs
        label={t("tabsLabel")}
        tabs={[
          {
            value: "notas",
            label: t("gradesTab"),
            content: grades ? <GradesTable grades={grades} /> : <LoadError message={t("gradesLoadError")} />,
          },
          {
            value: "expedientes",
            label: t("proceedingsTab"),
            content: proceedings ? (
              <ProceedingsTable proceedings={proceedings} />
            ) : (
              <LoadError message={t("proceedingsLoadError")} />
            ),
          },
        ]}
      />
    </>
  );
}
