"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { privacyApi } from "@/lib/privacy/client";
import { accessibilityFeedbackBody, type FeedbackReceipt } from "@/lib/privacy/feedback/schemas";

/**
 * 'Comunicar un problema de accesibilidad': the message enters the registry book and the answer shows
 * its code, or it is kept for review (the day's entries are spent) and the answer says so.
 */
export function AccessibilityFeedbackForm() {
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(accessibilityFeedbackBody, {
    defaultValues: { message: "", page: "", name: "", email: "", website: "" },
    submit: async (body) => {
      const receipt = await privacyApi.accessibilityFeedback(body);
      setReceipt(receipt);
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
        hint="Describe la barrera que has encontrado o la información que necesitas"
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
        hint="Para poder responderte; si lo dejas en blanco no recibirás respuesta"
      >
        <Input {...form.register("email")} type="email" autoComplete="email" />
      </Field>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology; only a robot fills it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="feedback-website">Sitio web</label>
        <input id="feedback-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <div>
        <Button type="submit" busy={busy}>
          Enviar comunicación
        </Button>
      </div>
      <div aria-live="polite">
        {receipt && (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            {receipt.code
              ? `Hemos recibido tu comunicación. Ha quedado registrada con el número ${receipt.code}.`
              : "Hemos recibido tu comunicación. La revisaremos antes de anotarla en el libro de registro."}
          </p>
        )}
      </div>
    </form>
  );
}
