"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { instancesApi } from "@/lib/instances/client";
import {
  externalStudentForm,
  MESSAGES,
  type ExternalStudent,
  type ExternalStudentInput,
  type StudentOption,
  type TemplateRow,
} from "@/lib/instances/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import { AvailableTemplates } from "./islands";

type Selected = { kind: "user"; student: StudentOption } | { kind: "external"; student: ExternalStudent };

const EXTERNAL_FIELDS: [keyof ExternalStudentInput, string, boolean][] = [
  ["dni", "DNI/NIE", true],
  ["givenName", "Nombre", true],
  ["surname1", "Primer apellido", true],
  ["email", "Correo electrónico", true],
  ["state", "Provincia", false],
  ["city", "Ciudad", false],
  ["address", "Dirección", false],
  ["mobilePhone", "Teléfono móvil", false],
  ["homePhone", "Teléfono fijo", false],
];

/** 'Crear solicitud': choose a student (or an external student), then a template from 'Instancias disponibles'. */
export function OnBehalf({ templates, maxBytes }: { templates: TemplateRow[]; maxBytes: number }) {
  const { run, busy } = useApiAction();
  const [mode, setMode] = useState<"search" | "external">("search");
  const [key, setKey] = useState("");
  const [selected, setSelected] = useState<Selected | null>(null);
  const form = useForm<ExternalStudentInput, unknown, ExternalStudent>({ resolver: zodResolver(externalStudentForm) });
  const missing = Object.values(form.formState.errors).some((e) => e?.message === MESSAGES.externalMissing);

  async function search() {
    if (!key.trim()) return;
    await run(() => instancesApi.findStudent(key.trim()), {
      refresh: false,
      onDone: (student) => setSelected({ kind: "user", student }),
    });
  }

  if (selected) {
    const s = selected.student;
    const name =
      selected.kind === "user"
        ? `${s.givenName} ${(s as StudentOption).familyName}`
        : `${s.givenName} ${(s as ExternalStudent).surname1}`;
    const owner =
      selected.kind === "user" ? { userId: selected.student.externalId } : { ...selected.student, external: true };
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-gray-200 bg-gray-50 p-3">
          <p>
            Alumno seleccionado: <strong>{name}</strong> (
            {selected.kind === "user" ? selected.student.externalId : "Externo"} · {s.dni})
          </p>
          <Button size="sm" variant="secondary" onClick={() => setSelected(null)}>
            Deshacer
          </Button>
        </div>
        <AvailableTemplates
          templates={templates}
          caption="Instancias disponibles"
          owner={owner}
          maxBytes={maxBytes}
          onCreated={() => setSelected(null)}
        />
      </div>
    );
  }

  if (mode === "external") {
    return (
      <form
        noValidate
        onSubmit={form.handleSubmit((student) => setSelected({ kind: "external", student }))}
        className="flex max-w-3xl flex-col gap-4"
      >
        <h2 className="text-lg font-semibold">Alumno externo</h2>
        {missing && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {MESSAGES.externalMissing}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {EXTERNAL_FIELDS.map(([field, label, required]) => (
            <Field key={field} label={label} required={required} error={form.formState.errors[field]?.message}>
              <Input {...form.register(field)} type={field === "email" ? "email" : "text"} />
            </Field>
          ))}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" onClick={() => setMode("search")}>
            Volver al buscador de alumnos
          </Button>
          <Button type="submit">Continuar</Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <Field label="Id o DNI del alumno" className="flex-1">
          <Input value={key} onChange={(e) => setKey(e.target.value)} />
        </Field>
        <Button type="submit" busy={busy}>
          Buscar
        </Button>
      </form>
      <div>
        <Button variant="secondary" onClick={() => setMode("external")}>
          Crear instancia de alumno externo
        </Button>
      </div>
    </div>
  );
}
