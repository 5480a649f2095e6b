"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { apiDownload } from "@/lib/client/api-download";

/** Downloads a person's export zip, with a toast when it fails (a 404 for an unknown person, say). */
export function DownloadDataButton({ url, label, disabled }: { url: string; label: string; disabled?: boolean }) {
  const action = useApiAction();
  return (
    <Button
      type="button"
      busy={action.busy}
      disabled={disabled}
      onClick={() =>
        action.run(() => apiDownload(url, { fallbackName: "datos-personales.zip" }), {
          refresh: false,
          failure: "No se han podido descargar los datos",
        })
      }
    >
      {label}
    </Button>
  );
}
