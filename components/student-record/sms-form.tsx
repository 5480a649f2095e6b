"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { SMS_MAX_CHARACTERS, type SmsResult } from "@/lib/student-record/schemas";
import { countSms } from "@/lib/student-record/sms-parts";
import { formatDateTime } from "@/lib/dates";
import { useApiAction } from "@/components/ui/use-api-action";
import { studentRecordApi } from "@/lib/student-record/client";

const OUTCOME = {
  SENT: { key: "sent", variant: "success" },
  QUEUED: { key: "queued", variant: "warning" },
  FAILED: { key: "failed", variant: "error" },
} as const satisfies Record<SmsResult["status"], { key: string; variant: "success" | "warning" | "error" }>;

/** 'Enviar SMS': a text box with a live count of characters and parts; the answer says whether it really went out. */
export function SmsForm({ user, mobilePhone }: { user: string; mobilePhone: string | null }) {
  const t = useTranslations("studentRecord.sms");
  const locale = useLocale();
  const outcome = (status: SmsResult["status"]) => ({
    message: t(OUTCOME[status].key),
    variant: OUTCOME[status].variant,
  });
  const { run, busy } = useApiAction();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [last, setLast] = useState<string>();
  const count = countSms(text);

  async function send() {
    if (!text.trim()) return setError(t("errors.empty"));
    setError(undefined);
    await run(() => studentRecordApi.sendSms({ user, text }), {
      success: (result) => outcome(result.status),
      refresh: false,
      onDone: (result) => {
        setLast(t("last", { date: formatDateTime(new Date(), locale), outcome: outcome(result.status).message }));
        if (result.status !== "FAILED") setText("");
      },
    });
  }

  if (!mobilePhone) return <p className="text-sm text-gray-700">{t("noMobile")}</p>;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-gray-700">{t("recipient", { phone: mobilePhone })}</p>
      <Field
        label={t("text")}
        error={error}
        hint={
          <span aria-live="polite">
            {t("counter", { characters: count.characters, parts: count.parts, remaining: count.remaining })}
            {count.encoding === "UCS-2" && t("special")}
          </span>
        }
      >
        <Textarea value={text} maxLength={SMS_MAX_CHARACTERS} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div>
        <Button onClick={send} busy={busy}>
          {t("send")}
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
