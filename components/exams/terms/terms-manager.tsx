"use client";

import { useTranslations } from "next-intl";
import { CatalogueList, NameAddForm } from "@/components/shared/catalogue-list";
import { Switch } from "@/components/ui/switch";
import { useApiAction } from "@/components/ui/use-api-action";
import { examsApi } from "@/lib/exams/client";
import { termBody, type TermRow } from "@/lib/exams/terms/schemas";

/** 'Convocatorias': create by name, enable or disable, delete one no exam uses. */
export function TermsManager({ terms }: { terms: TermRow[] }) {
  const t = useTranslations("exams");
  const { run } = useApiAction();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <NameAddForm
        schema={termBody}
        label={t("terms.new")}
        submitLabel={t("terms.create")}
        submit={(body) => examsApi.createTerm(body)}
        success={t("terms.created")}
      />
      <CatalogueList
        label={t("support.terms")}
        emptyMessage={t("terms.none")}
        items={terms}
        controls={(term) => (
          <Switch
            label={t("terms.enabledLabel", { name: term.name })}
            checked={term.enabled}
            onCheckedChange={(enabled) =>
              run(() => examsApi.setTermEnabled(term.id, enabled), {
                success: enabled ? t("terms.enabled") : t("terms.disabled"),
              })
            }
          />
        )}
        remove={{
          title: t("terms.delete"),
          question: (term) => t("terms.deleteQuestion", { name: term.name }),
          call: (term) => examsApi.deleteTerm(term.id),
          success: t("terms.deleted"),
        }}
      />
    </div>
  );
}
