"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { Table } from "@/components/ui/table";
import { useApiAction } from "@/components/ui/use-api-action";
import { enrollmentsApi } from "@/lib/enrollments/client";
import type { EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { ApiRequestError } from "@/lib/client/api-request";

/** 'Administrar': the registered courses' capacity in the active academic year and the batch CSV upload. */
export function CoursesAdmin({
  yearName,
  courses,
  maxBytes,
}: {
  /** The active academic year's name, or null when no year is active. */
  yearName: string | null;
  courses: EnrollmentCourseRow[];
  maxBytes: number;
}) {
  const t = useTranslations("enrollments.courseAdmin");
  const { run, busy } = useApiAction();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [picker, setPicker] = useState(0);

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-md border border-gray-200 p-4" aria-labelledby="courses-upload-title">
        <h2 id="courses-upload-title" className="mb-2 text-lg font-semibold">
          {t("uploadTitle")}
        </h2>
        <p className="mb-3 text-sm text-gray-700">
          {t.rich("uploadHelp", { code: (chunks) => <code>{chunks}</code> })}
        </p>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return;
            setProblems([]);
            void run(() => enrollmentsApi.uploadCourses(file), {
              success: (r) => t("uploaded", { rows: String(r.rows) }),
              failure: t("uploadFailed"),
              onError: (err) => setProblems(err instanceof ApiRequestError ? (err.errors?.file ?? []) : []),
              onDone: () => {
                setFile(null);
                setPicker((n) => n + 1);
              },
            });
          }}
        >
          <FilePicker
            key={picker}
            label={t("file")}
            accept=".csv,text/csv"
            maxBytes={maxBytes}
            onChange={setFile}
            required
          />
          <div>
            <Button type="submit" disabled={!file || busy}>
              {t("upload")}
            </Button>
          </div>
          {problems.length > 0 && (
            <ul role="alert" className="list-inside list-disc text-sm text-red-700">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </form>
      </section>
      <p className="text-sm text-gray-700">{yearName ? t("activeYear", { year: yearName }) : t("noActiveYear")}</p>
      <Table
        caption={t("caption")}
        captionVisible
        emptyMessage={t("empty")}
        rows={courses}
        rowKey={(c) => c.courseId}
        columns={[
          { key: "courseId", header: t("columns.courseId") },
          { key: "courseName", header: t("columns.courseName") },
          { key: "credits", header: t("columns.credits") },
          { key: "enrollments", header: t("columns.enrollments") },
          { key: "maxEnrollments", header: t("columns.maxEnrollments") },
        ]}
      />
    </div>
  );
}
