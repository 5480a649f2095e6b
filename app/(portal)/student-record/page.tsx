import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pageSession } from "@/components/shell/page-gate";
import { StudentRecordBreadcrumb } from "@/components/student-record/breadcrumb";
import { StudentTabs } from "@/components/student-record/student-tabs";
import { buttonClasses } from "@/components/ui/button";
import { getDb } from "@/lib/database";
import { hasOwnStudents } from "@/lib/student-record/my-students";
import { loadStudentFile } from "@/lib/student-record/student-file";
import { FinderTab } from "./_tabs/finder-tab";
import { MyStudentsTab } from "./_tabs/my-students-tab";
import { first, type SearchParams } from "./_tabs/params";

export default async function StudentRecordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await pageSession("studentRecord");
  if (!session) return null;
  const { user } = session;
  const t = await getTranslations("studentRecord");
  const params = await searchParams;
  const db = await getDb();
  const picked = first(params.user);
  const file = picked ? await loadStudentFile(db, user, picked) : undefined;
  const finder = <FinderTab db={db} user={user} params={params} file={file} />;
  return (
    <>
      <StudentRecordBreadcrumb student={file ? `${file.student.name} ${file.student.surnames}` : undefined} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
        <Link href="/interactions" className={buttonClasses("secondary", "sm")}>
          {t("page.allInteractions")}
        </Link>
      </div>
      {hasOwnStudents(user) ? (
        <StudentTabs
          key={picked}
          label={t("page.tabsLabel")}
          tabs={[
            { value: "buscar", label: t("page.findTab"), content: finder },
            {
              value: "tus-alumnos",
              label: t("page.myStudentsTab"),
              content: <MyStudentsTab db={db} user={user} params={params} />,
            },
          ]}
        />
      ) : (
        finder
      )}
    </>
  );
}
