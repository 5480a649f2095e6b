"use client";

import { useState } from "react";
import { Receipt, type ReceiptProps } from "@/components/ui/receipt";
import { formatDateTime } from "@/lib/dates";
import { TERM_TYPE_LABELS } from "@/lib/enrollments/labels";
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
  const showNewRow = useShowNewRow();
  const [termId, setTermId] = useState<number | null>(terms.length === 1 ? terms[0]!.id : null);
  const term = terms.find((t) => t.id === termId) ?? null;
  const [sent, setSent] = useState<{ receipt: Omit<ReceiptProps, "onClose">; id: number } | null>(null);
  if (sent) {
    return <Receipt {...sent.receipt} onClose={() => showNewRow(sent.id, { tab: "solicitudes" })} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <Card title="CONVOCATORIA">
        {terms.length === 0 ? (
          <p className="text-sm">No se han encontrado convocatorias de matrícula abiertas</p>
        ) : (
          <div role="radiogroup" aria-label="Convocatoria" className="flex flex-col gap-2">
            {terms.map((t) => (
              <label key={t.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="enrollment-term"
                  className="mt-0.5 size-4"
                  checked={t.id === termId}
                  onChange={() => setTermId(t.id)}
                />
                <span>
                  <span className="font-medium">{t.name}</span> ({TERM_TYPE_LABELS[t.type]}), hasta el{" "}
                  {formatDateTime(t.endDate)}
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
