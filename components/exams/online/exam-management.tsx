"use client";

import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { useApiRead } from "@/components/ui/use-api-read";
import type { Role } from "@/db/enums/roles";
import { formatDateTime } from "@/lib/dates";
import { examsApi, examsPaths } from "@/lib/exams/client";
import type { ExamFileKind } from "@/db/enums/exams";
import { actionsFor, EXAM_TRANSITIONS, examStateLabel, statusChangesFor } from "@/lib/exams/transitions";
import { useApiAction } from "@/components/ui/use-api-action";
import { ExamFileVersions } from "./exam-file-versions";
import { ExamFilesForm } from "./exam-files-form";
import { ExamStateBadge } from "./exam-state";
import { ReasonForm } from "./reason-form";
import { missingFileMessage, STATUS_UPDATED, type ExamDetail, type StatusBody } from "@/lib/exams/online/schemas";
import { examBanner } from "./exam-banner";

const FILES: { kind: ExamFileKind; word: "instrucciones" | "preguntas"; name: (e: ExamDetail) => string | null }[] = [
  { kind: "INSTRUCTIONS", word: "instrucciones", name: (e) => e.instructionsFileName },
  { kind: "QUESTIONS", word: "preguntas", name: (e) => e.questionsFileName },
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
      success: STATUS_UPDATED,
      onDone: () => load(),
    });
  const showFiles = exam && (!instructor || ["UPLOADED", "UPLOAD_WITHOUT_FILES"].includes(exam.state));

  return (
    <Dialog
      open={examId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={exam ? `Examen ${exam.option} · ${exam.courseName}` : "Gestionar examen"}
      description={exam ? formatDateTime(exam.date) : undefined}
    >
      {read.error ? (
        <LoadError message={read.error} />
      ) : !exam ? (
        <p className="text-sm text-gray-700">Cargando…</p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-sm">
            Estado: <ExamStateBadge state={exam.state} />
          </p>
          {examBanner(exam, instructor)}
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
                    Descargar {f.word}
                  </Button>
                ) : (
                  <p key={f.kind} className="text-sm text-yellow-900">
                    {missingFileMessage(f.word)}
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
                    Fichero de {f.word} subido: {f.name(exam)}. Puedes sustituirlo.
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
                title="Marcar como subido"
                description="El examen no tiene ficheros. ¿Quieres marcarlo como entregado sin ficheros?"
                confirmLabel="Confirmar"
                onConfirm={async () => {
                  await run(() => examsApi.uploadWithoutFiles(exam.id), {
                    success: STATUS_UPDATED,
                    rethrow: true,
                    onDone: () => load(),
                  });
                }}
              >
                {EXAM_TRANSITIONS.markUploadedWithoutFiles.label}
              </ConfirmButton>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {statusChanges
              .filter((c) => !c.reason)
              .map((c) => (
                <Button key={c.action} onClick={() => changeStatus({ status: c.to })}>
                  {c.label}
                </Button>
              ))}
          </div>
          {statusChanges
            .filter((c) => c.reason)
            .map((c) => (
              <ReasonForm key={c.action} status={c.to} examId={exam.id} label={c.label} onDone={() => load()} />
            ))}
          {exam.fileVersions.length > 0 && <ExamFileVersions exam={exam} />}
          {exam.history.length > 0 && (
            <section aria-label="Historial de estados">
              <h3 className="mb-2 text-sm font-semibold">Historial</h3>
              <ol className="flex flex-col gap-1 text-sm text-gray-700">
                {exam.history.map((h, i) => (
                  <li key={i}>
                    {formatDateTime(h.at)} · {h.by}: {examStateLabel(h.fromState)} → {examStateLabel(h.toState)}
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
