"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { LoadError } from "@/components/ui/load-error";
import { formatDateTime } from "@/lib/dates";
import { useApiAction } from "@/components/ui/use-api-action";
import { useApiRead } from "@/components/ui/use-api-read";
import { gradesApi } from "@/lib/grades/client";
import { studentRecordApi } from "@/lib/student-record/client";

type Proceeding = { externalCourseId: string; created: string; modified: string };

/** 'Expedientes del alumno': choose a titulación, see the dates, download expediente.pdf, upload a new file. */
export function ProceedingsTab({
  user,
  titulations,
  maxBytes,
}: {
  user: string;
  titulations: { id: string; name: string }[];
  maxBytes: number;
}) {
  const t = useTranslations("studentRecord.proceedings");
  const locale = useLocale();
  const { run, busy } = useApiAction();
  const [titulation, setTitulation] = useState(titulations.length === 1 ? titulations[0]!.id : "");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const base = titulation ? studentRecordApi.proceedingPath(titulation, user) : null;
  const proceeding = useApiRead<Proceeding>(base, { notFoundIsEmpty: true });

  async function upload() {
    if (!file) return setError(t("missingFile"));
    setError(undefined);
    const form = new FormData();
    form.set("file", file);
    await run(() => gradesApi.uploadProceeding(titulation, user, form), {
      success: t("sent"),
      refresh: false,
      onDone: () => proceeding.reload(),
    });
  }

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Field label={t("titulation")}>
        <Select value={titulation} onChange={(e) => setTitulation(e.target.value)}>
          <SelectOptions placeholder={t("choose")} options={titulations.map((t) => ({ value: t.id, label: t.name }))} />
        </Select>
      </Field>
      {proceeding.error && <LoadError message={proceeding.error} />}
      {base &&
        !proceeding.loading &&
        !proceeding.error &&
        (proceeding.data ? (
          <div className="flex flex-wrap items-center gap-4 text-sm" aria-live="polite">
            <span>{t("created", { date: formatDateTime(proceeding.data.created, locale) })}</span>
            <span>{t("modified", { date: formatDateTime(proceeding.data.modified, locale) })}</span>
            <a
              href={studentRecordApi.proceedingDownloadUrl(titulation, user)}
              download="expediente.pdf"
              className={buttonClasses("secondary", "sm")}
            >
              {t("download")}
            </a>
          </div>
        ) : (
          <p className="text-sm text-gray-700">{t("none")}</p>
        ))}
      {base && (
        <>
          <FilePicker
            label={t("file")}
            accept="application/pdf,.pdf"
            maxBytes={maxBytes}
            onChange={setFile}
            error={error}
          />
          <div>
            <Button onClick={upload} busy={busy}>
              {t("upload")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
