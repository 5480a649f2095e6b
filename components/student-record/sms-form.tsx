"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { SMS_EMPTY, SMS_MAX_CHARACTERS, type SmsResult } from "@/lib/student-record/schemas";
import { countSms } from "@/lib/student-record/sms-parts";
import { formatDateTime } from "@/lib/dates";
import { useApiAction } from "@/components/ui/use-api-action";
import { studentRecordApi } from "@/lib/student-record/client";

const OUTCOME: Record<SmsResult["status"], { message: string; variant: "success" | "warning" | "error" }> = {
  SENT: { message: "SMS Enviado", variant: "success" },
  QUEUED: {
    message: "SMS en cola de envío: todavía no se ha enviado; se reintentará automáticamente",
    variant: "warning",
  },
  FAILED: { message: "No se ha podido enviar el SMS", variant: "error" },
};

/** 'Enviar SMS': a text box with a live count of characters and parts; the answer says whether it really went out. */
export function SmsForm({ user, mobilePhone }: { user: string; mobilePhone: string | null }) {
  const { run, busy } = useApiAction();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [last, setLast] = useState<string>();
  const count = countSms(text);

  async function send() {
    if (!text.trim()) return setError(SMS_EMPTY);
    setError(undefined);
    await run(() => studentRecordApi.sendSms({ user, text }), {
      success: (result) => OUTCOME[result.status],
      refresh: false,
      onDone: (result) => {
        setLast(`Último mensaje (${formatDateTime(new Date())}): ${OUTCOME[result.status].message}`);
        if (result.status !== "FAILED") setText("");
      },
    });
  }

  if (!mobilePhone)
    return <p className="text-sm text-gray-700">El alumno no tiene un número de móvil: no se le pueden enviar SMS.</p>;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-gray-700">Destinatario: {mobilePhone}</p>
      <Field
        label="Texto del SMS"
        error={error}
        hint={
          <span aria-live="polite">
            {count.characters} caracteres · {count.parts} {count.parts === 1 ? "SMS" : "SMS (partes)"} · quedan{" "}
            {count.remaining} en el último
            {count.encoding === "UCS-2" && " · con caracteres especiales (á, í, ó, ú…) cada SMS admite 70 caracteres"}
          </span>
        }
      >
        <Textarea value={text} maxLength={SMS_MAX_CHARACTERS} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div>
        <Button onClick={send} busy={busy}>
          Enviar SMS
        </Button>
      </div>
      {last && (
        <p role="status" className="text-sm text-gray-800">
          {last}
        </p>
      )}
    </div>
  );
}
