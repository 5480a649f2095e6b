"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CreateRequestWizard } from "./create-request-wizard";
import { useShowNewRow } from "@/lib/client/use-show-new-row";

/** The student's area tab: 'Crear solicitud de área temática' (the stepper in a dialog) and their requests. */
export function StudentAreaTab({ list }: { list: ReactNode }) {
  const t = useTranslations("tfg");
  const [open, setOpen] = useState(false);
  const showNewRow = useShowNewRow();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button onClick={() => setOpen(true)}>{t("requests.create.openButton")}</Button>
      </div>
      {list}
      <Dialog open={open} onOpenChange={setOpen} title={t("requests.create.openButton")} size="xl">
        <CreateRequestWizard
          extraordinary={false}
          onCreated={(id) => {
            setOpen(false);
            showNewRow(id);
          }}
        />
      </Dialog>
    </div>
  );
}
