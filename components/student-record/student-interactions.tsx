"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { createInteractionBody, type OptionRow } from "@/lib/interactions/schemas";
import { useApiAction } from "@/components/ui/use-api-action";
import { emptyDraft, InteractionFields } from "@/components/interactions/interaction-fields";
import { submitInteraction } from "@/components/interactions/submit-interaction";

/** 'Interacciones del Alumno': a new interaction with this student (optionally about one of their courses), then the list. */
export function StudentInteractions({ user, courses, list, maxBytes }: { user: string; courses: OptionRow[]; list: ReactNode; maxBytes: number }) {
  const { run, busy } = useApiAction();
  const [course, setCourse] = useState("");
  const [draft, setDraft] = useState(emptyDraft());
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<string>();

  async function save() {
    const body = { receiver: user, course, type: draft.type, interactionText: draft.interactionText };
    const check = createInteractionBody.safeParse(body);
    if (!check.success) return setError(check.error.issues[0]?.message);
    setError(undefined);
    await run(() => submitInteraction(body, draft.file), {
      success: (id) => `Interaccion ${id} creada`,
      onDone: () => {
        setDraft(emptyDraft());
        setCourse("");
        setGeneration((g) => g + 1);
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="nueva-interaccion-alumno" className="flex flex-col gap-4 rounded-md border border-gray-200 p-4">
        <h2 id="nueva-interaccion-alumno" className="text-lg font-semibold">
          Nueva interacción
        </h2>
        <Field label="Asignatura (opcional)" className="max-w-xl">
          <Select value={course} onChange={(e) => setCourse(e.target.value)}>
            <SelectOptions placeholder="Ninguna" options={courses.map((c) => ({ value: c.courseId, label: c.name }))} />
          </Select>
        </Field>
        <InteractionFields key={generation} draft={draft} onChange={setDraft} maxBytes={maxBytes} error={error} />
        <div>
          <Button onClick={save} busy={busy}>
            Crear interacción
          </Button>
        </div>
      </section>
      {list}
    </div>
  );
}
