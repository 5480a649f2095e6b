"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { Field, Select, SelectOptions } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Table } from "@/components/ui/table";
import { useApiRead } from "@/components/ui/use-api-read";
import { tfgApi, tfgPaths } from "@/lib/tfg/client";
import { priorityLabel } from "@/lib/tfg/labels";
import { NO_DIRECTOR_PLACES } from "@/lib/tfg/proposal/schemas";
import type { ProposalLine } from "@/lib/tfg/proposal/proposal";
import type { NamedRef } from "@/lib/tfg/schemas";
import type { TermRow } from "@/lib/tfg/terms/schemas";
import { useTfgAction } from "./use-tfg-action";

/**
 * 'Propuesta de asignación': for a degree and call, the serial-dictatorship proposal by priority
 * grade, shown as a table; applied in one transaction after a confirmation.
 */
export function ProposalPanel({ degrees }: { degrees: NamedRef[] }) {
  const t = useTranslations("tfg");
  const locale = useLocale();
  const [degreeId, setDegreeId] = useState("");
  const termsRead = useApiRead<TermRow[]>(degreeId ? tfgPaths.terms({ type: "AREA", degree: degreeId }) : null);
  const terms = termsRead.data ?? [];
  const [termId, setTermId] = useState("");
  const [lines, setLines] = useState<ProposalLine[] | null>(null);
  const { run, busy } = useTfgAction();

  const generate = () =>
    run(() => tfgApi.propose(degreeId, Number(termId)), {
      error: t("proposal.generateFailed"),
      onDone: setLines,
    }).catch(() => undefined);
  const apply = () =>
    run(
      () =>
        tfgApi.applyProposal({
          degreeId,
          termId: Number(termId),
          accept: lines!.flatMap((l) => (l.assigned ? [{ id: l.assigned.id, version: l.assigned.version }] : [])),
          reject: lines!.flatMap((l) => l.rejected.map((r) => ({ id: r.id, version: r.version }))),
        }),
      {
        success: t("proposal.applied"),
        error: t("proposal.applyFailed"),
        onDone: () => setLines(null),
      },
    ).then(() => undefined);

  return (
    <section className="flex flex-col gap-4 rounded-md border border-gray-200 p-4" aria-labelledby="proposal-title">
      <h2 id="proposal-title" className="text-lg font-semibold">
        {t("proposal.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Field label={t("proposal.degree")}>
          <Select
            value={degreeId}
            onChange={(e) => {
              setDegreeId(e.target.value);
              setTermId("");
              setLines(null);
            }}
          >
            <SelectOptions
              placeholder={t("proposal.selectDegree")}
              options={degrees.map((d) => ({ value: d.externalId, label: d.name }))}
            />
          </Select>
        </Field>
        <Field label={t("proposal.term")}>
          <Select value={termId} onChange={(e) => setTermId(e.target.value)}>
            <SelectOptions
              placeholder={t("proposal.selectTerm")}
              options={terms.map((t) => ({ value: t.id, label: t.name }))}
            />
          </Select>
        </Field>
        <Button onClick={generate} disabled={!degreeId || !termId} busy={busy && !lines}>
          {t("proposal.generate")}
        </Button>
      </div>
      {termsRead.error && <LoadError message={t("loadErrors.terms")} />}
      {lines && (
        <>
          <Table
            caption={t("proposal.title")}
            rows={lines}
            rowKey={(l) => l.userId}
            emptyMessage={t("proposal.empty")}
            columns={[
              { key: "userName", header: t("ui.student"), cell: (l) => `${l.userName} · ${l.userDni}` },
              {
                key: "grade",
                header: t("proposal.grade"),
                cell: (l) => (l.grade === null ? t("proposal.noGrade") : l.grade.toLocaleString(locale)),
              },
              {
                key: "assigned",
                header: t("proposal.assigned"),
                cell: (l) =>
                  l.assigned ? `${priorityLabel(t, l.assigned.priority)} · ${l.assigned.instructorName}` : t("ui.none"),
              },
              {
                key: "rejected",
                header: t("proposal.rejected"),
                cell: (l) =>
                  l.rejected
                    .map(
                      (r) =>
                        `${priorityLabel(t, r.priority)}: ${r.reason === NO_DIRECTOR_PLACES ? t("proposal.noDirectorPlaces") : r.reason}`,
                    )
                    .join("; ") || "—",
              },
            ]}
          />
          <div>
            <ConfirmButton
              disabled={lines.length === 0}
              title={t("proposal.applyTitle")}
              description={t("proposal.applyQuestion")}
              confirmLabel={t("proposal.apply")}
              onConfirm={apply}
            >
              {t("proposal.applyTitle")}
            </ConfirmButton>
          </div>
        </>
      )}
    </section>
  );
}
