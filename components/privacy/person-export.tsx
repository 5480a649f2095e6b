"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { personName } from "@/components/ui/person-cell";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useApiAction } from "@/components/ui/use-api-action";
import { privacyApi } from "@/lib/privacy/client";
import { DownloadDataButton } from "./download-data-button";

/** The admin's answer to a person's request: the person, found by name, DNI or e-mail; then their zip or their erasure. */
export function PersonExport() {
  const t = useTranslations("privacy");
  const [person, setPerson] = useState<PickedStudent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<string[] | null>(null);
  const { run } = useApiAction();
  const id = person?.userId ?? "";
  const named = person ? `${personName(person.surnames, person.name)} (${person.dni})` : "";
  return (
    <div className="space-y-4">
      <StudentPicker
        label={t("person.label")}
        noun="persona"
        value={person}
        onChange={setPerson}
        search={privacyApi.people}
        className="max-w-xl"
      />
      <div className="flex flex-wrap items-end gap-3">
        <DownloadDataButton url={privacyApi.personExportUrl(id || "-")} label={t("person.download")} disabled={!id} />
        <Button type="button" variant="danger" disabled={!id} onClick={() => setConfirming(true)}>
          {t("person.erase")}
        </Button>
      </div>
      {report && (
        <section aria-live="polite" className="rounded-md border border-gray-300 p-4">
          <h3 className="mb-2 font-semibold">{t("person.report")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {report.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("person.confirmTitle")}
        description={t("person.confirmText", { person: named })}
        confirmLabel={t("person.confirm")}
        destructive
        onConfirm={async () => {
          const result = await run(() => privacyApi.erase(id), {
            success: t("person.success"),
            failure: t("person.failure"),
            refresh: false,
            rethrow: true,
          });
          if (result) setReport(result.lines);
        }}
      />
    </div>
  );
}
