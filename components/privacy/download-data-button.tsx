"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { apiDownload } from "@/lib/client/api-download";

/** Downloads a person's export zip, with a toast when it fails (a 404 for an unknown person, say). */
export function DownloadDataButton({ url, label, disabled }: { url: string; label: string; disabled?: boolean }) {
  const t = useTranslations("privacy");
  const action = useApiAction();
  return (
    <Button
      type="button"
      busy={action.busy}
      disabled={disabled}
      onClick={() =>
        action.run(() => apiDownload(url, { fallbackName: t("download.fallbackName") }), {
          refresh: false,
          failure: t("download.failure"),
        })
      }
    >
      {label}
    </Button>
  );
}
