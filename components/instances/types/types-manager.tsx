"use client";

import { RowActions } from "@/components/shared/row-actions";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormActions } from "@/components/ui/form-actions";
import { CatalogueList } from "@/components/shared/catalogue-list";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { instancesApi } from "@/lib/instances/client";
import { instanceTypeBody, type InstanceTypeBody, type InstanceTypeRow } from "@/lib/instances/types/schemas";
import { useApiForm } from "@/components/ui/use-api-form";

/** The admin's 'Listado de instancias' (the types): create and rename in one dialog, delete one no template uses. */
export function TypesManager({ types }: { types: InstanceTypeRow[] }) {
  const t = useTranslations("instances");
  const [editing, setEditing] = useState<InstanceTypeRow | "new" | null>(null);
  const { form, onSubmit, busy, errorOf } = useApiForm(instanceTypeBody, {
    defaultValues: { name: "" },
    submit: (body: InstanceTypeBody) =>
      editing === "new" || !editing ? instancesApi.createType(body) : instancesApi.updateType(editing.id, body),
    success: editing === "new" ? t("messages.typeCreated") : t("messages.typeUpdated"),
    onDone: () => setEditing(null),
  });

  function open(target: InstanceTypeRow | "new") {
    form.reset({ name: target === "new" ? "" : target.name });
    setEditing(target);
  }

  const editButton = (type: InstanceTypeRow) => (
    <RowActions
      subject={type.name}
      actions={[{ label: t("types.edit"), variant: "secondary", onClick: () => open(type) }]}
    />
  );

  return (
    <section aria-labelledby="types-title" className="flex max-w-2xl flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 id="types-title" className="text-lg font-semibold">
          {t("types.title")}
        </h2>
        <Button onClick={() => open("new")}>{t("types.create")}</Button>
      </div>
      <CatalogueList
        label={t("types.title")}
        emptyMessage={t("types.empty")}
        items={types}
        controls={editButton}
        remove={{
          title: t("types.deleteTitle"),
          question: (type) => t("types.deleteQuestion", { name: type.name }),
          call: (type) => instancesApi.deleteType(type.id),
          success: t("messages.typeDeleted"),
        }}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing === "new" ? t("types.createTitle") : t("types.editTitle")}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field label={t("types.name")} required error={errorOf("name")}>
            <Input {...form.register("name")} />
          </Field>
          <FormActions onCancel={() => setEditing(null)} busy={busy}>
            {t("types.save")}
          </FormActions>
        </form>
      </Dialog>
    </section>
  );
}
