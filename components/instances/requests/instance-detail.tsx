"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiRead } from "@/components/ui/use-api-read";
import { formatDateTime } from "@/lib/dates";
import { instancesPaths } from "@/lib/instances/client";
import type { InstanceDetail, InstanceRow } from "@/lib/instances/requests/schemas";
import { FileVersions } from "../files/file-versions";
import { InstanceStatusBadge } from "./instance-status";
import { useInstanceName } from "./use-instance-name";

/** 'Ver': the request, its registry codes and its history (who changed what, when). */
export function InstanceDetailButton({ row }: { row: InstanceRow }) {
  const t = useTranslations("instances");
  const locale = useLocale();
  const instanceName = useInstanceName();
  const [open, setOpen] = useState(false);
  const { data: d, error } = useApiRead<InstanceDetail>(open ? instancesPaths.instance(row.id) : null);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t("detail.viewOf", { subject: instanceName(row) })}
      >
        {t("detail.view")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("detail.title", { name: row.templateName })} size="xl">
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        {d && (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">{t("detail.status")}</dt>
              <dd>
                <InstanceStatusBadge status={d.status} />
              </dd>
              <dt className="font-medium">{t("detail.student")}</dt>
              <dd>
                {d.external && t("detail.externalPrefix")}
                {d.givenName} {d.surname1} · {d.dni}
              </dd>
              <dt className="font-medium">{t("detail.userText")}</dt>
              <dd>{d.userText ?? "—"}</dd>
              <dt className="font-medium">{t("detail.instructorText")}</dt>
              <dd>{d.instructorText ?? "—"}</dd>
              <dt className="font-medium">{t("detail.entry")}</dt>
              <dd>{d.entryCode ?? "—"}</dd>
              <dt className="font-medium">{t("detail.exit")}</dt>
              <dd>{d.exitCode ?? "—"}</dd>
              <dt className="font-medium">{t("detail.closed")}</dt>
              <dd>
                {d.closed
                  ? t("detail.closedAt", { date: formatDateTime(d.closed, locale), by: String(d.closedBy) })
                  : "—"}
              </dd>
            </dl>
            <FileVersions instanceId={d.id} files={d.files} />
            <section aria-label={t("detail.history")}>
              <h3 className="mb-2 font-semibold">{t("detail.history")}</h3>
              <ol className="flex flex-col gap-1">
                {d.history.map((h) => (
                  <li key={h.id}>
                    {formatDateTime(h.changedAt, locale)} · {t(`actions.${h.action}`)} ·{" "}
                    <InstanceStatusBadge status={h.status} /> · {h.changedBy}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </Dialog>
    </>
  );
}
