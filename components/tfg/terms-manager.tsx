"use client";

import { useTranslations } from "next-intl";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { formatDateTime } from "@/lib/dates";
import { tfgApi } from "@/lib/tfg/client";
import { TERM_TYPES } from "@/db/enums/tfg";
import { termBody, type TermRow } from "@/lib/tfg/terms/schemas";
import { type AcademicYearRow, type NamedRef } from "@/lib/tfg/schemas";
import { CheckboxListField } from "./checkbox-list";
import { CsvUpload } from "./csv-upload";
import { ManagedTable } from "./managed-table";
import { failureToast } from "@/lib/client/failure-toast";

/** 'Convocatorias': calls with their degrees and dates, the term form, deletion (confirmed) and the CSV upload. */
export function TermsManager({
  terms,
  years,
  degrees,
  maxBytes,
}: {
  terms: TermRow[];
  years: AcademicYearRow[];
  degrees: NamedRef[];
  maxBytes: number;
}) {
  const t = useTranslations("tfg");
  const inUse = t("terms.inUse");
  return (
    <ManagedTable
      caption={t("terms.caption")}
      rows={terms}
      emptyMessage={t("terms.empty")}
      newLabel={t("terms.new")}
      columns={() => [
        { key: "name", header: t("ui.name") },
        {
          key: "type",
          header: t("terms.type"),
          cell: (term) => t(term.type === "AREA" ? "terms.typeArea" : "terms.typeDefense"),
        },
        { key: "year", header: t("ui.academicYear"), cell: (term) => term.academicYear.name },
        {
          key: "degrees",
          header: t("ui.degrees"),
          cell: (term) => term.assignedDegrees.map((d) => d.name).join(", "),
        },
        { key: "start", header: t("ui.start"), cell: (term, locale) => formatDateTime(term.start, locale) },
        { key: "end", header: t("ui.end"), cell: (term, locale) => formatDateTime(term.end, locale) },
      ]}
      deletable={{ kind: "delete" }}
      form={(term, close) => <TermForm term={term} years={years} degrees={degrees} onClose={close} />}
      confirmations={{
        delete: {
          title: () => t("terms.deleteTitle"),
          description: (term) => t("terms.deleteQuestion", { name: term.name }),
          confirmLabel: t("ui.delete"),
          destructive: true,
          action: (term) => tfgApi.deleteTerm(term.id),
          success: t("terms.deleted"),
          error: inUse,
          byStatus: { 409: inUse },
        },
      }}
    >
      <CsvUpload label={t("terms.uploadLabel")} kind="terms" maxBytes={maxBytes} />
    </ManagedTable>
  );
}

/** The term form: year, type, name, degrees, start and end (DD/MM/YYYY HH:mm, 24 h) are required. */
function TermForm({
  term,
  years,
  degrees,
  onClose,
}: {
  term: TermRow | null;
  years: AcademicYearRow[];
  degrees: NamedRef[];
  onClose: () => void;
}) {
  const t = useTranslations("tfg");
  const { form, onSubmit, busy, errorOf } = useApiForm(termBody, {
    defaultValues: term
      ? {
          id: term.id,
          academicYearId: term.academicYear.id,
          type: term.type,
          name: term.name,
          assignedDegreeIds: term.assignedDegreeIds,
          // The fields' written format, which termBody parses whatever the page's language.
          start: formatDateTime(term.start, "es"),
          end: formatDateTime(term.end, "es"),
        }
      : { name: "", assignedDegreeIds: [], start: "", end: "" },
    submit: (body) => (term ? tfgApi.updateTerm(body) : tfgApi.createTerm(body)),
    success: t("terms.saved"),
    failure: failureToast(t("terms.saveFailed")),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={t(term ? "terms.editTitle" : "terms.new")}
      size="xl"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
    >
      <Field label={t("ui.academicYear")} required error={errorOf("academicYearId")}>
        <Select {...form.register("academicYearId")}>
          <SelectOptions
            placeholder={t("ui.selectYear")}
            options={years.map((y) => ({ value: y.id, label: y.name }))}
          />
        </Select>
      </Field>
      <Field label={t("terms.type")} required error={errorOf("type")}>
        <Select {...form.register("type")}>
          <SelectOptions
            placeholder={t("terms.selectType")}
            options={TERM_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Select>
      </Field>
      <Field label={t("ui.name")} required error={errorOf("name")}>
        <Input {...form.register("name")} />
      </Field>
      <CheckboxListField control={form.control} name="assignedDegreeIds" legend={t("ui.degrees")} items={degrees} />
      <Field label={t("terms.startField")} required error={errorOf("start")}>
        <Input placeholder="01/09/2026 09:00" {...form.register("start")} />
      </Field>
      <Field label={t("terms.endField")} required error={errorOf("end")}>
        <Input placeholder="30/09/2026 14:00" {...form.register("end")} />
      </Field>
    </FormDialog>
  );
}
