"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import { examsApi, examsPaths } from "@/lib/exams/client";
import type { ExamFileKind } from "@/db/enums/exams";
import { actionsFor, examStateKey, statusChangesFor } from "@/lib/exams/transitions";
import { useApiAction } from "@/components/ui/use-api-action";
import { ExamFileVersions } from "./exam-file-versions";
import { ExamFilesForm } from "./exam-files-form";
import { ExamStateBadge } from "./exam-state";
import { ReasonForm } from "./reason-form";
import type { ExamDetail, StatusBody } from "@/lib/exams/online/schemas";
import { examBanner } from "./exam-banner";

const FILES: { kind: ExamFileKind; name: (e: ExamDetail) => string | null }[] = [
  { kind: "INSTRUCTIONS", name: (e) => e.instructionsFileName },
  { kind: "QUESTIONS", name: (e) => e.questionsFileName },
];

/** 'Gestionar examen' (instructor) and the review screen's management (support): the actions the transitions table allows. */
export function ExamManagementDialog({
  examId,
  role,
  maxBytes,
  onClose,
}: {
  examId: number | null;
  role: Role;
  /** The largest upload (UPLOAD_MAX_BYTES), for the files' pickers. */
  maxBytes: number;
  onClose: () => void;
}) {
  const t = useTranslations("exams");
  const locale = useLocale();
  const { run } = useApiAction();
  const read = useApiRead<ExamDetail>(examId === null ? null : examsPaths.exam(examId));
  // A reload keeps the exam on screen; another exam's never shows while this one loads.
  const exam = read.data && read.data.id === examId ? read.data : null;
  const load = read.reload;
  const instructor = role === "ROLE_INSTRUCTOR";

  const actions = exam ? actionsFor(exam.state, role) : [];
  const statusChanges = exam ? statusChangesFor(exam.state, role) : [];
  const changeStatus = (body: StatusBody) =>
    run(() => examsApi.setStatus(exam!.id, body.status, body.reason), {
      success: t("online.statusUpdated"),
      onDone: () => load(),
    });
  const showFiles = exam && (!instructor || ["UPLOADED", "UPLOAD_WITHOUT_FILES"].includes(exam.state));

  return (
    <Dialog
      open={examId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={exam ? t("online.dialogTitle", { option: exam.option, course: exam.courseName }) : t("online.manage")}
      description={exam ? formatDateTime(exam.date, locale) : undefined}
    >
      {read.error ? (
        <LoadError message={read.error} />
      ) : !exam ? (
        <p className="text-sm text-gray-700">{t("online.loading")}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-sm">
            {t("online.state")} <ExamStateBadge state={exam.state} />
          </p>
          {examBanner(t, exam, instructor)}
          {showFiles && (
            <div className="flex flex-wrap gap-2">
              {FILES.map((f) =>
                f.name(exam) ? (
                  <Button
                    key={f.kind}
                    size="sm"
                    variant="secondary"
                    onClick={() => run(() => examsApi.downloadFiles(exam.id, f.kind), { refresh: false })}
                  >
                    {t(`files.downloadKind.${f.kind}`)}
                  </Button>
                ) : (
                  <p key={f.kind} className="text-sm text-yellow-900">
                    {t(`errors.missingFile.${f.kind}`)}
                  </p>
                ),
              )}
            </div>
          )}
          {actions.includes("uploadFiles") &&
            FILES.map((f) => (
              <div key={f.kind} className="flex flex-col gap-1">
                {exam.uploadedThisRound.includes(f.kind) && (
                  <p className="text-sm text-green-900">
                    {t(`files.uploadedOne.${f.kind}`, { file: f.name(exam) ?? "" })}
                  </p>
                )}
                <ExamFilesForm
                  examId={exam.id}
                  kind={f.kind}
                  maxBytes={maxBytes}
                  onUploaded={(state) => (state === "UPLOADED" ? onClose() : load())}
                />
              </div>
            ))}
          {actions.includes("markUploadedWithoutFiles") && (
            <div>
              <ConfirmButton
                title={t("actions.markUploadedWithoutFiles")}
                description={t("online.withoutFilesQuestion")}
                confirmLabel={t("online.confirm")}
                onConfirm={async () => {
                  await run(() => examsApi.uploadWithoutFiles(exam.id), {
                    success: t("online.statusUpdated"),
                    rethrow: true,
                    onDone: () => load(),
                  });
                }}
              >
                {t("actions.markUploadedWithoutFiles")}
              </ConfirmButton>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {statusChanges
              .filter((c) => !c.reason)
              .map((c) => (
                <Button key={c.action} onClick={() => changeStatus({ status: c.to })}>
                  {t(`actions.${c.action}`)}
                </Button>
              ))}
          </div>
          {statusChanges
            .filter((c) => c.reason)
            .map((c) => (
              <ReasonForm
                key={c.action}
                status={c.to}
                examId={exam.id}
                label={t(`actions.${c.action}`)}
                onDone={() => load()}
              />
            ))}
          {exam.fileVersions.length > 0 && <ExamFileVersions exam={exam} />}
          {exam.history.length > 0 && (
            <section aria-label={t("online.historyLabel")}>
              <h3 className="mb-2 text-sm font-semibold">{t("online.history")}</h3>
              <ol className="flex flex-col gap-1 text-sm text-gray-700">
                {exam.history.map((h, i) => (
                  <li key={i}>
                    {formatDateTime(h.at, locale)} · {h.by}: {t(examStateKey(h.fromState))} →{" "}
                    {t(examStateKey(h.toState))}
                    {h.reason ? ` (${h.reason})` : ""}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
