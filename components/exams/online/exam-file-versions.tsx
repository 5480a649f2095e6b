"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { formatDateTime } from "@/lib/dates";
import { examsApi } from "@/lib/exams/client";
import { formatBytes } from "@/lib/client/cn";
import type { ExamDetail } from "@/lib/exams/online/schemas";

const KIND_LABELS = { INSTRUCTIONS: "Instrucciones", QUESTIONS: "Preguntas" } as const;

/** Support's list of every file the instructor uploaded, superseded ones included, each downloadable. */
export function ExamFileVersions({ exam }: { exam: ExamDetail }) {
  const { run } = useApiAction();
  return (
    <section aria-label="Ficheros subidos">
      <h3 className="mb-2 text-sm font-semibold">Ficheros subidos</h3>
      <ol className="flex flex-col gap-1 text-sm text-gray-700">
        {exam.fileVersions.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-2">
            <span>
              {formatDateTime(f.uploadedAt)} · {KIND_LABELS[f.kind]} · {f.uploadedBy ?? "—"} · {f.fileName} (
              {formatBytes(f.size)}){f.current ? "" : " · sustituido"}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Descargar ${f.fileName} (${KIND_LABELS[f.kind]}, ${formatDateTime(f.uploadedAt)})`}
              onClick={() => run(() => examsApi.downloadFileVersion(exam.id, f.id), { refresh: false })}
            >
              Descargar
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
