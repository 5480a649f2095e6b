"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { personName } from "@/components/ui/person-cell";
import { StudentPicker, type PickedStudent } from "@/components/ui/student-picker";
import { useApiForm } from "@/components/ui/use-api-form";
import { says } from "@/lib/i18n/schema-message";
import {
  externalStudentForm,
  type ExternalStudent,
  type ExternalStudentInput,
  type StudentOption,
} from "@/lib/instances/requests/schemas";
import type { TemplateRow } from "@/lib/instances/templates/schemas";
import { searchStudentsByText } from "@/lib/student-record/student-search";
import { AvailableTemplates } from "../islands";

type Selected = { kind: "user"; student: StudentOption } | { kind: "external"; student: ExternalStudent };

/** The external student's fields, each required or not; their labels are `onBehalf.fields.<field>`. */
const EXTERNAL_FIELDS: [keyof ExternalStudentInput, boolean][] = [
  ["dni", true],
  ["givenName", true],
  ["surname1", true],
  ["email", true],
  ["state", false],
  ["city", false],
  ["address", false],
  ["mobilePhone", false],
  ["homePhone", false],
];

const EXTERNAL_MISSING = says("instances.messages.externalMissing");

/** 'Crear solicitud': choose a student (or an external student), then a template from 'Instancias disponibles'. */
export function OnBehalf({ templates, maxBytes }: { templates: TemplateRow[]; maxBytes: number }) {
  const t = useTranslations("instances");
  const [mode, setMode] = useState<"search" | "external">("search");
  const [picked, setPicked] = useState<PickedStudent | null>(null);
  const [external, setExternal] = useState<ExternalStudent | null>(null);
  const { form, onSubmit, errorOf } = useApiForm(externalStudentForm, {
    defaultValues: {},
    submit: async (student) => setExternal(student),
    refresh: false,
  });
  const missing = Object.values(form.formState.errors).some((e) => e?.message === EXTERNAL_MISSING);
  const selected: Selected | null = external
    ? { kind: "external", student: external }
    : picked
      ? {
          kind: "user",
          student: {
            externalId: picked.userId,
            dni: picked.dni,
            givenName: picked.name,
            familyName: picked.surnames,
            email: picked.email,
          },
        }
      : null;
  const unselect = () => {
    setExternal(null);
    setPicked(null);
  };

  if (selected) {
    const s = selected.student;
    const name =
      selected.kind === "user"
        ? personName((s as StudentOption).familyName, s.givenName)
        : personName((s as ExternalStudent).surname1, s.givenName);
    const owner =
      selected.kind === "user" ? { userId: selected.student.externalId } : { ...selected.student, external: true };
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-gray-200 bg-gray-50 p-3">
          <p>
            {t.rich("onBehalf.selected", {
              name,
              id: selected.kind === "user" ? (s.dni ?? "") : t("onBehalf.externalId", { dni: s.dni ?? "" }),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <Button size="sm" variant="secondary" onClick={unselect}>
            {t("onBehalf.undo")}
          </Button>
        </div>
        <AvailableTemplates
          templates={templates}
          caption={t("onBehalf.caption")}
          owner={owner}
          maxBytes={maxBytes}
          onCreated={unselect}
        />
      </div>
    );
  }

  if (mode === "external") {
    return (
      <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-4">
        <h2 className="text-lg font-semibold">{t("onBehalf.externalTitle")}</h2>
        {missing && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t("messages.externalMissing")}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {EXTERNAL_FIELDS.map(([field, required]) => (
            <Field key={field} label={t(`onBehalf.fields.${field}`)} required={required} error={errorOf(field)}>
              <Input {...form.register(field)} type={field === "email" ? "email" : "text"} />
            </Field>
          ))}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={() => setMode("search")}>
            {t("onBehalf.backToSearch")}
          </Button>
          <Button type="submit">{t("onBehalf.continue")}</Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <StudentPicker label={t("onBehalf.student")} value={picked} onChange={setPicked} search={searchStudentsByText} />
      <div>
        <Button variant="secondary" onClick={() => setMode("external")}>
          {t("onBehalf.createExternal")}
        </Button>
      </div>
    </div>
  );
}
