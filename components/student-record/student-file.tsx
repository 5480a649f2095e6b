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
export function StudentFile({ data, maxBytes }: { data: StudentFileData; maxBytes: number }) {
  const { student, courses, convocatories, interactions } = data;
  const failed = (what: string) => <LoadError message={`Ha habido un error al cargar ${what}`} />;
  const titulations = [
    ...new Map((courses ?? []).map((c) => [c.titulation, { id: c.titulation, name: c.titulationName }])).values(),
  ];
  const courseOptions: OptionRow[] = (courses ?? []).map((c) => ({ courseId: c.externalId, name: c.name }));
  const list = interactions ? (
    <Table
      columns={interactionColumns}
      rows={interactions}
      caption="Interacciones del alumno"
      captionVisible
      emptyMessage="No hay interacciones con este alumno"
    />
  ) : (
    failed("las interacciones")
  );
  return (
    <StudentTabs
      param="ficha"
      label={`Ficha de ${student.name} ${student.surnames}`}
      tabs={[
        { value: "personal", label: "Información personal", content: <PersonalInfo student={student} /> },
        {
          value: "asignaturas",
          label: "Asignaturas disponibles",
          content: courses ? <CoursesTab courses={courses} /> : failed("las asignaturas"),
        },
        {
          value: "notas",
          label: "Notas del alumno",
          content: convocatories ? (
            <GradesTab user={student.userId} convocatories={convocatories} />
          ) : (
            failed("las convocatorias")
          ),
        },
        {
          value: "expedientes",
          label: "Expedientes del alumno",
          content: courses ? (
            <ProceedingsTab user={student.userId} titulations={titulations} maxBytes={maxBytes} />
          ) : (
            failed("las titulaciones")
          ),
        },
        {
          value: "interacciones",
          label: "Interacciones del alumno",
          content: (
            <StudentInteractions user={student.userId} courses={courseOptions} list={list} maxBytes={maxBytes} />
          ),
        },
        {
          value: "sms",
          label: "Enviar SMS",
          content: <SmsForm user={student.userId} mobilePhone={student.mobilePhone} />,
        },
      ]}
    />
  );
}
