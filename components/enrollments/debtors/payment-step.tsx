"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { needsDebtor } from "@/lib/enrollments/debtors/schemas";
import type { EnrollmentRequestBody, EnrollmentUserData } from "@/lib/enrollments/requests/schemas";
import { Card, type EnrollmentForm } from "../form-parts";
import { DebtorCard } from "./debtor-card";

/** The full form's four payments; the extension's single payment FULL is not offered. */
const FULL_PAYMENTS = ["FULL_DOM", "THREE_TERMS", "FINANCED", "FULL_INTERNATIONAL"] as const;

/** The step 'Pago': the payment conditions, and the debtor's data when the payment is a direct debit. */
export function PaymentStep({ form, user }: { form: EnrollmentForm; user: EnrollmentUserData | null }) {
  const t = useTranslations("enrollments");
  const payment = useWatch({ control: form.control, name: "paymentOption" });
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("fields.payment")}>
        <div role="radiogroup" aria-label={t("fields.payment")} className="flex flex-col gap-2">
          {FULL_PAYMENTS.map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input type="radio" value={value} className="mt-0.5 size-4" {...form.register("paymentOption")} />
              {t(`options.payment.${value}`)}
            </label>
          ))}
        </div>
      </Card>
      {needsDebtor(payment as EnrollmentRequestBody["paymentOption"]) && <DebtorCard form={form} user={user} />}
    </div>
  );
}
