"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { normalizeVerificationCode } from "@/lib/pdf/code-format";
import { verificationPage } from "@/lib/verification/client";
import { verifyCodeForm } from "@/lib/verification/schemas";

/** 'Código de verificación': opens the code's page, /verificar/{code}. */
export function VerifyCodeForm() {
  const t = useTranslations("verification.codeForm");
  const router = useRouter();
  // No call: the form opens the code's page, which reads it.
  const { form, onSubmit, errorOf } = useApiForm(verifyCodeForm, {
    defaultValues: { code: "" },
    submit: async ({ code }) => router.push(verificationPage(normalizeVerificationCode(code)!)),
    refresh: false,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <Field label={t("label")} required error={errorOf("code")} hint={t("hint")}>
        <Input {...form.register("code")} autoComplete="off" spellCheck={false} className="font-mono uppercase" />
      </Field>
      <div>
        <Button type="submit">{t("submit")}</Button>
      </div>
    </form>
  );
}
