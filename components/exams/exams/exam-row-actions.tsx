"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RowButton } from "@/components/ui/row-button";
import type { Role } from "@/db/enums/roles";
import { examsApi } from "@/lib/exams/client";
import type { NamedExam } from "@/lib/exams/exams/schemas";
import { actionsFor } from "@/lib/exams/transitions";
import { useApiAction } from "@/components/ui/use-api-action";
import { ExamManagementDialog } from "../online/exam-management";

/**
 * A row of the exam table: open its management (review screen: also by clicking the row), and
 * generate an online exam's package where the transitions table allows it from the exam's state.
 */
export function ExamRowActions({
  exam,
  online,
  state,
  role,
  maxBytes,
}: {
  exam: NamedExam & { id: number };
  online: boolean;
  state: string;
  role: Role;
  maxBytes: number;
}) {
  const t = useTranslations("exams");
  const named = { option: exam.option, course: exam.courseName };
  const examId = exam.id;
  const { run, busy } = useApiAction();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <RowButton size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={t("table.manageLabel", named)}>
        {t("table.manage")}
      </RowButton>
      {online && actionsFor(state, role).includes("generatePackage") && (
        <Button
          size="sm"
          busy={busy}
          onClick={() => run(() => examsApi.generate(examId), { success: (name) => t("table.generated", { name }) })}
          aria-label={t("table.generateLabel", { action: t("actions.generatePackage"), ...named })}
        >
          {t("actions.generatePackage")}
        </Button>
      )}
      <ExamManagementDialog
        examId={open ? examId : null}
        role={role}
        maxBytes={maxBytes}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
