"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { InteractionDetailFields } from "@/components/interactions/interaction-fields";
import { interactionName } from "@/components/interactions/interaction-name";
import { submitInteraction } from "@/components/interactions/submit-interaction";
import { Button } from "@/components/ui/button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { createInteractionBody, type OptionRow } from "@/lib/interactions/schemas";

/** 'Interacciones del alumno': a new interaction with this student (optionally about one of their courses), then the list. */
export function StudentInteractions({
  user,
  name,
  courses,
  list,
  maxBytes,
}: {
  user: string;
  /** The student's name, which names the new interaction in the success message. */
  name: string;
  courses: OptionRow[];
  list: ReactNode;
  maxBytes: number;
}) {
  const t = useTranslations("studentRecord.interactions");
  const tInteractions = useTranslations("interactions");
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [generation, setGeneration] = useState(0);
  const { form, onSubmit, busy, errorOf } = useApiForm(createInteractionBody, {
    defaultValues: { receiver: user, course: "", type: "Teléfono", interactionText: "" },
    submit: (body) => submitInteraction(body, file).then(() => body),
    success: (body) => t("created", interactionName(tInteractions, { type: body.type, receiverName: name }, locale)),
    onDone: () => {
      form.reset();
      setFile(null);
      setGeneration((g) => g + 1);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <form
        aria-labelledby="nueva-interaccion-alumno"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-md border border-gray-200 p-4"
      >
        <h2 id="nueva-interaccion-alumno" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <Field label={t("course")} className="max-w-xl">
          <Select {...form.register("course")}>
            <SelectOptions
              placeholder={t("none")}
              options={courses.map((c) => ({ value: c.courseId, label: c.name }))}
            />
          </Select>
        </Field>
        <InteractionDetailFields
          type={form.register("type")}
          text={form.register("interactionText")}
          error={errorOf("interactionText")}
          maxBytes={maxBytes}
          onFile={setFile}
          fileKey={generation}
        />
        <div>
          <Button type="submit" busy={busy}>
            {t("create")}
          </Button>
        </div>
      </form>
      {list}
    </div>
  );
}
