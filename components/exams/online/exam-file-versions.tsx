"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { formatDateTime } from "@/lib/dates";
import { examsApi } from "@/lib/exams/client";
import { formatBytes } from "@/lib/client/cn";
import type { ExamDetail } from "@/lib/exams/online/schemas";

/** Support's list of every file the instructor uploaded, superseded ones included, each downloadable. */
export function ExamFileVersions({ exam }: { exam: ExamDetail }) {
  const t = useTranslations("exams");
  const locale = useLocale();
  const { run } = useApiAction();
  return (
    <section aria-label={t("files.uploaded")}>
      <h3 className="mb-2 text-sm font-semibold">{t("files.uploaded")}</h3>
      <ol className="flex flex-col gap-1 text-sm text-gray-700">
        {exam.fileVersions.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-2">
            <span>
              {formatDateTime(f.uploadedAt, locale)} · {t(`files.kinds.${f.kind}`)} · {f.uploadedBy ?? "—"} ·{" "}
              {f.fileName} ({formatBytes(f.size)}){f.current ? "" : ` · ${t("files.superseded")}`}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("files.downloadLabel", {
                file: f.fileName,
                kind: t(`files.kinds.${f.kind}`),
                date: formatDateTime(f.uploadedAt, locale),
              })}
              onClick={() => run(() => examsApi.downloadFileVersion(exam.id, f.id), { refresh: false })}
            >
              {t("files.download")}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
