"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CsvColumns } from "@/components/ui/csv-columns";
import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { FilePicker } from "@/components/ui/file-picker";
import { instancesApi } from "@/lib/instances/client";
import type { InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiAction } from "@/components/ui/use-api-action";

/** The admin's CSV upload: header `name,start,end,termId` (type from the select) or with a `typeId` column. */
export function TemplatesCsvUpload({ types }: { types: InstanceTypeRow[] }) {
  const t = useTranslations("instances.csvUpload");
  const { run, busy } = useApiAction();
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState("");
  const [key, setKey] = useState(0);
  return (
    <section
      aria-labelledby="csv-title"
      className="flex max-w-2xl flex-col gap-3 rounded-md border border-gray-200 p-4"
    >
      <h2 id="csv-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-gray-600">{t.rich("header", { code: (chunks) => <code>{chunks}</code> })}</p>
      <CsvColumns
        columns={[
          ["name", t("columns.name")],
          ["start", t("columns.start")],
          ["end", t("columns.end")],
          ["termId", t("columns.termId")],
          ["typeId", t("columns.typeId")],
        ]}
      />
      <Field label={t("type")}>
        <Select value={typeId} onChange={(e) => setTypeId(e.target.value)}>
          <SelectOptions
            placeholder={t("typePlaceholder")}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Select>
      </Field>
      <FilePicker
        key={key}
        label={t("file")}
        accept=".csv,text/csv"
        maxBytes={10 * 1024 * 1024}
        onChange={setFile}
        required
      />
      <div>
        <Button
          disabled={!file}
          busy={busy}
          onClick={() =>
            run(() => instancesApi.uploadTemplatesCsv(file!, typeId ? Number(typeId) : undefined), {
              success: (r) => r.message,
              durationMs: 10_000,
              onDone: () => {
                setFile(null);
                setKey((k) => k + 1);
              },
            })
          }
        >
          {t("submit")}
        </Button>
      </div>
    </section>
  );
}
