"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { calendarApi } from "@/lib/calendar/client";
import { useApiAction } from "@/components/ui/use-api-action";

/** The personal calendar feed's URL to subscribe to, and 'Renovar enlace' to revoke it and get a new one. */
export function CalendarSubscription({ initialUrl }: { initialUrl: string }) {
  const t = useTranslations("calendar.subscription");
  const { run, busy } = useApiAction();
  const [url, setUrl] = useState(initialUrl);
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-gray-700">{t("intro")}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t("link")}
          </label>
          <Input id={id} readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
        <Button
          variant="secondary"
          busy={busy}
          onClick={() =>
            run(calendarApi.renew, {
              success: t("renewed"),
              refresh: false,
              onDone: (r) => setUrl(r.url),
            })
          }
        >
          {t("renew")}
        </Button>
      </div>
    </section>
  );
}
