"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, SelectOptions } from "@/components/ui/field";
import { DateTimeField } from "@/components/ui/form-fields";
import { useApiForm } from "@/components/ui/use-api-form";
import { enrollmentsApi } from "@/lib/enrollments/client";
import { ENROLLMENT_TYPES } from "@/db/enums/enrollments";
import { optionList } from "@/lib/enrollments/texts";
import {
  enrollmentTermBody,
  type EnrollmentTermBody,
  type EnrollmentTermInput,
  type EnrollmentTermRow,
} from "@/lib/enrollments/terms/schemas";
import { useSchemaText } from "../form-parts";

const EMPTY: EnrollmentTermInput = { active: true, type: "" as never, name: "", startDate: "", endDate: "" };

/** The dialog 'Convocatoria': a new term, or `term` to edit. */
export function TermDialog({
  term,
  open,
  onOpenChange,
}: {
  term: EnrollmentTermRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("enrollments.terms.dialog");
  const types = useTranslations("enrollments.options.termType");
  const say = useSchemaText();
  const { form, onSubmit, busy, errorOf } = useApiForm(enrollmentTermBody, {
    defaultValues: term
      ? { active: term.active, type: term.type, name: term.name, startDate: term.startDate, endDate: term.endDate }
      : EMPTY,
    submit: (body: EnrollmentTermBody) =>
      term ? enrollmentsApi.updateTerm(term.id, { ...body, id: term.id }) : enrollmentsApi.createTerm(body),
    success: t(term ? "updated" : "created"),
    failure: t(term ? "updateFailed" : "createFailed"),
    onDone: () => {
      form.reset();
      onOpenChange(false);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="enrollment-term-form" disabled={busy}>
            {t("save")}
          </Button>
        </>
      }
    >
      <form id="enrollment-term-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...form.register("active")} />
          {t("active")}
        </label>
        <Field label={t("type")} required error={say(errorOf("type"))}>
          <Select {...form.register("type")}>
            <SelectOptions placeholder={t("typePlaceholder")} options={optionList(ENROLLMENT_TYPES, (v) => types(v))} />
          </Select>
        </Field>
        <Field label={t("name")} required error={say(errorOf("name"))}>
          <Input {...form.register("name")} />
        </Field>
        <DateTimeField control={form.control} name="startDate" label={t("start")} required hint={t("hint")} />
        <DateTimeField control={form.control} name="endDate" label={t("end")} required hint={t("hint")} />
      </form>
    </Dialog>
  );
}
