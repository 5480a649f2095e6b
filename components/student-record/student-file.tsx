import { getTranslations } from "next-intl/server";
import { interactionColumns } from "@/components/interactions/interaction-columns";
import { LoadError } from "@/components/ui/load-error";
import { Table } from "@/components/ui/table";
import type { InteractionRow, OptionRow } from "@/lib/interactions/schemas";
import type { StudentCourseRow, StudentRow } from "@/lib/student-record/schemas";
import { PersonalInfo } from "./personal-info";
import { CoursesTab, GradesTab, ProceedingsTab } from "./islands";
import { SmsForm } from "./islands";
import { StudentInteractions } from "./islands";
import { StudentTabs } from "./student-tabs";

export interface StudentFileData {
  student: StudentRow;
  courses: StudentCourseRow[] | null;
  convocatories: string[] | null;
  interactions: InteractionRow[] | null;
}

/** A picked student's tabs, from the page's server-side reads (a failed read says so in its tab). */
export async function StudentFile({ data, maxBytes }: { data: StudentFileData; maxBytes: number }) {
  const t = await getTranslations("studentRecord.file");
  const ti = await getTranslations("interactions");
  const { student, courses, convocatories, interactions } = data;
  const failed = (what: "interactions" | "courses" | "convocatories" | "titulations") => (
    <LoadError message={t(`loadError.${what}`)} />
  );
  const titulations = [
    ...new Map((courses ?? []).map((c) => [c.titulation, { id: c.titulation, name: c.titulationName }])).values(),
  ];
  const fullName = `${student.name} ${student.surnames}`;
  const courseOptions: OptionRow[] = (courses ?? []).map((c) => ({ courseId: c.externalId, name: c.name }));
  const list = interactions ? (
    <Table
      columns={interactionColumns(ti)}
      rows={interactions}
      caption={t("interactionsCaption")}
      captionVisible
      emptyMessage={t("interactionsEmpty")}
    />
  ) : (
    failed("interactions")
  );
  return (
    <StudentTabs
      param="ficha"
      label={t("label", { name: fullName })}
      tabs={[
        { value: "personal", label: t("tabs.personal"), content: <PersonalInfo student={student} /> },
        {
          value: "asignaturas",
          label: t("tabs.courses"),
          content: courses ? <CoursesTab courses={courses} /> : failed("courses"),
        },
        {
          value: "notas",
          label: t("tabs.grades"),
          content: convocatories ? (
            <GradesTab user={student.userId} convocatories={convocatories} />
          ) : (
            failed("convocatories")
          ),
        },
        {
          value: "expedientes",
          label: t("tabs.proceedings"),
          content: courses ? (
            <ProceedingsTab user={student.userId} titulations={titulations} maxBytes={maxBytes} />
          ) : (
            failed("titulations")
          ),
        },
        {
          value: "interacciones",
          label: t("tabs.interactions"),
          content: (
            <StudentInteractions
              user={student.userId}
              name={fullName}
              courses={courseOptions}
              list={list}
              maxBytes={maxBytes}
            />
          ),
        },
        {
          value: "sms",
          label: t("tabs.sms"),
          content: <SmsForm user={student.userId} mobilePhone={student.mobilePhone} />,
        },
      ]}
    />
  );
}
