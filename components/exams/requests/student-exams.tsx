"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Badge } from "@/components/ui/status-badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateOnly, formatDateTime } from "@/lib/dates";
import { examsApi } from "@/lib/exams/client";
import { cn, focusRing } from "@/lib/client/cn";
import { useApiAction } from "@/components/ui/use-api-action";
import { requestActions } from "@/lib/exams/requests/transitions";
import type { WaitlistRow } from "@/lib/exams/waitlist/schemas";
import { ChoiceDialog } from "./choice-dialog";
import { WaitingEntries } from "../waitlist/student-waiting-entries";
import { WaitingNotice } from "../waitlist/waiting-notice";
import type { ExamRow } from "@/lib/exams/exams/schemas";
import type { RequestRow } from "@/lib/exams/requests/schemas";

export type StudentCourse = {
  courseId: string;
  courseName: string;
  exams: ExamRow[];
  choice: RequestRow | null;
  waiting: WaitlistRow | null;
};

const cardId = (examId: number) => `examen-${examId}`;

/** The student's 'Exámenes' (an accordion per course, a card per option) and 'Peticiones realizadas'. */
export function StudentExams({
  courses,
  dayWarnings,
  requests,
  vouchers,
  calendar,
}: {
  courses: StudentCourse[];
  /** By exam id: 'Ya tienes N exámenes ese día' when choosing it would load that day. */
  dayWarnings: Record<number, string>;
  requests: ReactNode;
  /** 'Justificantes de reserva' of the booked exams (server-rendered cards). */
  vouchers?: ReactNode;
  calendar?: ReactNode;
}) {
  const { run } = useApiAction();
  const [choosing, setChoosing] = useState<{ exam: ExamRow; change?: RequestRow } | null>(null);
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

  return (
    <Tabs defaultValue="examenes">
      <TabsList aria-label="Exámenes">
        <TabsTrigger value="examenes">Exámenes</TabsTrigger>
        <TabsTrigger value="peticiones">Peticiones realizadas</TabsTrigger>
      </TabsList>
      <TabsContent value="examenes" className="flex flex-col gap-3">
        {vouchers}
        {courses.length === 0 && (
          <p className="text-gray-700">No estás matriculado en ninguna asignatura con exámenes</p>
        )}
        {courses.map((course) => {
          // The buttons of the requests' table for this course's state (none, or one choice).
          const actions = requestActions(course.choice ? "CHOSEN" : "NONE", "ROLE_STUDENT");
          return (
            <details key={course.courseId} className="rounded-md border border-gray-200 bg-white">
              <summary className={cn("cursor-pointer rounded-md px-4 py-3 font-medium", focusRing)}>
                <span>{course.courseName}</span>
                {course.choice && (
                  <span className="ml-2 text-sm font-normal text-gray-700">
                    (Examen {course.choice.examOption} elegido)
                  </span>
                )}
              </summary>
              <div className="grid gap-3 border-t border-gray-200 p-4 sm:grid-cols-2">
                {course.exams.length === 0 && (
                  <p className="text-gray-700">No hay exámenes disponibles para esta asignatura</p>
                )}
                {course.exams.map((exam) => {
                  const chosen = course.choice?.examId === exam.id;
                  return (
                    <article
                      key={exam.id}
                      id={cardId(exam.id)}
                      // Focused after a choice's receipt (ChoiceDialog), not a tab stop.
                      tabIndex={-1}
                      aria-label={`Examen ${exam.option}`}
                      className={cn(
                        "flex flex-col gap-2 rounded-md border p-4",
                        focusRing,
                        chosen ? "border-green-600 bg-green-50" : "border-gray-200",
                      )}
                    >
                      <div className="flex items-center justify-between gap-2">
                        <h3 className="font-semibold">Examen {exam.option}</h3>
                        {chosen && <Badge tone="green">Seleccionada</Badge>}
                      </div>
                      <p className="text-sm text-gray-700">
                        {formatDateTime(exam.date)} · {exam.duration} minutos{exam.online ? " · online" : ""}
                      </p>
                      <p className="text-sm text-gray-700">
                        Plazo: {formatDateOnly(exam.startInscriptionDate)} – {formatDateOnly(exam.endInscriptionDate)}
                      </p>
                      {course.waiting?.examId === exam.id && <WaitingNotice entry={course.waiting} />}
                      {chosen ? (
                        <p className="text-sm">
                          Sede: {course.choice!.headquarterName}{" "}
                          {actions.includes("changeVenue") && (
                            <Button
                              size="sm"
                              variant="secondary"
                              className="ml-2"
                              onClick={() => setChoosing({ exam, change: course.choice! })}
                            >
                              Cambiar de sede
                            </Button>
                          )}
                          {actions.includes("delete") && (
                            <Button
                              size="sm"
                              variant="danger"
                              className="ml-2"
                              onClick={() => setDeleting(course.choice)}
                            >
                              Eliminar elección
                            </Button>
                          )}
                        </p>
                      ) : (
                        actions.includes("choose") && (
                          <div>
                            <Button size="sm" onClick={() => setChoosing({ exam })}>
                              Elegir examen {exam.option}
                            </Button>
                          </div>
                        )
                      )}
                    </article>
                  );
                })}
              </div>
            </details>
          );
        })}
        {calendar}
      </TabsContent>
      <TabsContent value="peticiones" className="flex flex-col gap-6">
        <section>
          <h2 className="mb-3 text-lg font-semibold">Tus peticiones</h2>
          {requests}
        </section>
        <WaitingEntries entries={courses.flatMap((c) => (c.waiting ? [c.waiting] : []))} />
      </TabsContent>
      <ChoiceDialog
        exam={choosing?.exam ?? null}
        change={choosing?.change}
        warning={choosing && !choosing.change ? dayWarnings[choosing.exam.id] : undefined}
        cardOf={(examId) => document.getElementById(cardId(examId))}
        onClose={() => setChoosing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar elección"
        description={`¿Seguro que quieres eliminar tu elección del examen ${deleting?.examOption ?? ""} de ${deleting?.courseName ?? ""}?`}
        confirmLabel="Eliminar"
        destructive
        onConfirm={async () => {
          await run(() => examsApi.deleteRequest(deleting!.id), { success: "Elección eliminada", rethrow: true });
        }}
      />
    </Tabs>
  );
}
