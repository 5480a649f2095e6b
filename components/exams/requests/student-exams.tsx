"use client";

import { useLocale, useTranslations } from "next-intl";
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
  const t = useTranslations("exams");
  const locale = useLocale();
  const { run } = useApiAction();
  const [choosing, setChoosing] = useState<{ exam: ExamRow; change?: RequestRow } | null>(null);
  const [deleting, setDeleting] = useState<RequestRow | null>(null);

  return (
    <Tabs defaultValue="examenes">
      <TabsList aria-label={t("page.title")}>
        <TabsTrigger value="examenes">{t("page.examsTab")}</TabsTrigger>
        <TabsTrigger value="peticiones">{t("requests.madeTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="examenes" className="flex flex-col gap-3">
        {vouchers}
        {courses.length === 0 && <p className="text-gray-700">{t("student.noCourses")}</p>}
        {courses.map((course) => {
          // The buttons of the requests' table for this course's state (none, or one choice).
          const actions = requestActions(course.choice ? "CHOSEN" : "NONE", "ROLE_STUDENT");
          return (
            <details key={course.courseId} className="rounded-md border border-gray-200 bg-white">
              <summary className={cn("cursor-pointer rounded-md px-4 py-3 font-medium", focusRing)}>
                <span>{course.courseName}</span>
                {course.choice && (
                  <span className="ml-2 text-sm font-normal text-gray-700">
                    {t("student.chosen", { option: course.choice.examOption })}
                  </span>
                )}
              </summary>
              <div className="grid gap-3 border-t border-gray-200 p-4 sm:grid-cols-2">
                {course.exams.length === 0 && <p className="text-gray-700">{t("student.noExams")}</p>}
                {course.exams.map((exam) => {
                  const chosen = course.choice?.examId === exam.id;
                  return (
                    <article
                      key={exam.id}
                      id={cardId(exam.id)}
                      // Focused after a choice's receipt (ChoiceDialog), not a tab stop.
                      tabIndex={-1}
                      aria-label={t("student.examTitle", { option: exam.option })}
                      className={cn(
                        "flex flex-col gap-2 rounded-md border p-4",
                        focusRing,
                        chosen ? "border-green-600 bg-green-50" : "border-gray-200",
                      )}
                    >
                      <div className="flex items-center justify-between gap-2">
                        <h3 className="font-semibold">{t("student.examTitle", { option: exam.option })}</h3>
                        {chosen && <Badge tone="green">{t("student.selected")}</Badge>}
                      </div>
                      <p className="text-sm text-gray-700">
                        {t(exam.online ? "student.whenOnline" : "student.when", {
                          date: formatDateTime(exam.date, locale),
                          minutes: exam.duration,
                        })}
                      </p>
                      <p className="text-sm text-gray-700">
                        {t("student.period", {
                          from: formatDateOnly(exam.startInscriptionDate, locale),
                          to: formatDateOnly(exam.endInscriptionDate, locale),
                        })}
                      </p>
                      {course.waiting?.examId === exam.id && <WaitingNotice entry={course.waiting} />}
                      {chosen ? (
                        <p className="text-sm">
                          {t("student.venue", { venue: course.choice!.headquarterName })}{" "}
                          {actions.includes("changeVenue") && (
                            <Button
                              size="sm"
                              variant="secondary"
                              className="ml-2"
                              onClick={() => setChoosing({ exam, change: course.choice! })}
                            >
                              {t("student.changeVenue")}
                            </Button>
                          )}
                          {actions.includes("delete") && (
                            <Button
                              size="sm"
                              variant="danger"
                              className="ml-2"
                              onClick={() => setDeleting(course.choice)}
                            >
                              {t("student.deleteChoice")}
                            </Button>
                          )}
                        </p>
                      ) : (
                        actions.includes("choose") && (
                          <div>
                            <Button size="sm" onClick={() => setChoosing({ exam })}>
                              {t("student.chooseExam", { option: exam.option })}
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
          <h2 className="mb-3 text-lg font-semibold">{t("student.yourRequests")}</h2>
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
        title={t("student.deleteChoice")}
        description={t("student.deleteQuestion", {
          option: deleting?.examOption ?? "",
          course: deleting?.courseName ?? "",
        })}
        confirmLabel={t("student.delete")}
        destructive
        onConfirm={async () => {
          await run(() => examsApi.deleteRequest(deleting!.id), { success: t("student.choiceDeleted"), rethrow: true });
        }}
      />
    </Tabs>
  );
}
