"use client";

import { useTranslations } from "next-intl";
import { StudentFileFilter } from "@/components/student-record/student-file-filter";
import { Switch } from "@/components/ui/switch";
import { useSearchParamsUpdate } from "@/lib/client/use-search-params-update";

/**
 * The coordinator's filters, kept in the URL: one student (chosen by name, DNI or e-mail; the URL
 * keeps their id) and 'Mostrar solo pendientes'.
 */
export function ReviewFilters({
  studentId,
  studentName,
  pending,
}: {
  studentId: string;
  /** The filtered student's name, when the page holds one of their documents. */
  studentName?: string;
  pending: boolean;
}) {
  const t = useTranslations("documents.filters");
  const { update } = useSearchParamsUpdate();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <StudentFileFilter param="studentId" studentId={studentId} studentName={studentName} of={t("of")} />
      <Switch
        label={t("pendingOnly")}
        checked={pending}
        onCheckedChange={(on) => update({ pending: on ? "true" : null, page: null })}
      />
    </div>
  );
}
