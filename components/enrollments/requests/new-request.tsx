"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Receipt, type ReceiptProps } from "@/components/ui/receipt";
import { formatDateTime } from "@/lib/dates";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { useShowNewRow } from "@/lib/client/use-show-new-row";
import { Card } from "../form-parts";
import { RequestForm, type RequestFormData } from "./request-form";

/**
 * What the form offers, with each open term's academic term and courses (by term id): a term's requests belong
 * to its year, which has its own capacities.
 */
export type NewRequestData = Omit<RequestFormData, "coursesByDegree" | "academicTerms"> & {
  academicTermsByTerm: Record<number, RequestFormData["academicTerms"]>;
  coursesByTerm: Record<number, RequestFormData["coursesByDegree"]>;
};

/**
 * 'Nueva solicitud': the open term first ('CONVOCATORIA'); its type decides the form; once sent, its
 * receipt, and 'Aceptar' goes to the list.
 */
export function NewRequest({ terms, data }: { terms: EnrollmentTermRow[]; data: NewRequestData }) {
  const t = useTranslations("enrollments");
  const locale = useLocale();
  const showNewRow = useShowNewRow();
  const [termId, setTermId] = useState<number | null>(terms.length === 1 ? terms[0]!.id : null);
  const term = terms.find((open) => open.id === termId) ?? null;
  const [sent, setSent] = useState<{ receipt: Omit<ReceiptProps, "onClose">; id: number } | null>(null);
  if (sent) {
    return <Receipt {...sent.receipt} onClose={() => showNewRow(sent.id, { tab: "solicitudes" })} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("newRequest.termCard")}>
        {terms.length === 0 ? (
          <p className="text-sm">{t("newRequest.noTerms")}</p>
        ) : (
          <div role="radiogroup" aria-label={t("fields.term")} className="flex flex-col gap-2">
            {terms.map((open) => (
              <label key={open.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="enrollment-term"
                  className="mt-0.5 size-4"
                  checked={open.id === termId}
                  onChange={() => setTermId(open.id)}
                />
                <span>
                  <span className="font-medium">{open.name}</span>{" "}
                  {t("newRequest.until", {
                    type: t(`options.termType.${open.type}`),
                    date: formatDateTime(open.endDate, locale),
                  })}
                </span>
              </label>
            ))}
          </div>
        )}
      </Card>
      {term && (
        <RequestForm
          key={term.id}
          term={term}
          data={{
            ...data,
            academicTerms: data.academicTermsByTerm[term.id] ?? [],
            coursesByDegree: data.coursesByTerm[term.id] ?? {},
          }}
          onSubmitted={(receipt, id) => setSent({ receipt, id })}
        />
      )}
    </div>
  );
}
