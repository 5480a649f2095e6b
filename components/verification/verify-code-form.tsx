"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { normalizeVerificationCode } from "@/lib/pdf/code-format";
import { verificationPage } from "@/lib/verification/client";
import { verifyCodeForm } from "@/lib/verification/schemas";
import type { z } from "@/lib/validation/z";

type FormValues = z.infer<typeof verifyCodeForm>;

/** 'Código de verificación': opens the code's page, /verificar/{code}. */
export function VerifyCodeForm() {
  const router = useRouter();
  const form = useForm<FormValues>({ resolver: zodResolver(verifyCodeForm), defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => router.push(verificationPage(normalizeVerificationCode(code)!)))}
      className="flex max-w-lg flex-col gap-4"
    >
      <Field
        label="Código de verificación"
        required
        error={error}
        hint="24 letras y números, por ejemplo K7QM-3XHP-ABCD-EFGH-JKMN-2345"
      >
        <Input {...form.register("code")} autoComplete="off" spellCheck={false} className="font-mono uppercase" />
      </Field>
      <div>
        <Button type="submit">Verificar</Button>
      </div>
    </form>
  );
}
