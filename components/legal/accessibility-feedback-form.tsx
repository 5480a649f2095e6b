"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { privacyApi } from "@/lib/privacy/client";
import { accessibilityFeedbackBody } from "@/lib/privacy/feedback/schemas";

/** 'Comunicar un problema de accesibilidad': the message enters the registry book; the answer shows its code. */
export function AccessibilityFeedbackForm() {
  const [code, setCode] = useState<string | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(accessibilityFeedbackBody, {
    defaultValues: { message: "", page: "", name: "", email: "" },
    submit: async (body) => {
      const receipt = await privacyApi.accessibilityFeedback(body);
      setCode(receipt.code);
      form.reset();
      return receipt;
    },
    failure: "No se ha podido enviar la comunicación",
    refresh: false,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label="Mensaje"
        required
        error={errorOf("message")}
        hint="Describa la barrera que ha encontrado o la información que necesita"
      >
        <Textarea {...form.register("message")} rows={5} />
      </Field>
      <Field label="Página o servicio" error={errorOf("page")}>
        <Input {...form.register("page")} />
      </Field>
      <Field label="Nombre" error={errorOf("name")}>
        <Input {...form.register("name")} autoComplete="name" />
      </Field>
      <Field
        label="Correo electrónico"
        error={errorOf("email")}
        hint="Para poder responderle; si lo deja en blanco no recibirá respuesta"
      >
        <Input {...form.register("email")} type="email" autoComplete="email" />
      </Field>
      <div>
        <Button type="submit" busy={busy}>
          Enviar comunicación
        </Button>
      </div>
      <div aria-live="polite">
        {code && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            Hemos recibido su comunicación. Ha quedado registrada con el número {code}.
          </p>
        )}
      </div>
    </form>
  );
}
