import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { instancesPaths } from "@/lib/instances/client";
import type { InstanceFileVersionRow } from "@/lib/instances/files/schemas";
import { formatBytes } from "@/lib/client/cn";

/** 'Ficheros': every version of a request's files, oldest first, each downloadable; replaced ones marked. */
export function FileVersions({ instanceId, files }: { instanceId: number; files: InstanceFileVersionRow[] }) {
  const t = useTranslations("instances.files");
  const kind = useTranslations("instances.fileKinds");
  const locale = useLocale();
  return (
    <section aria-label={t("title")}>
      <h3 className="mb-2 font-semibold">{t("title")}</h3>
      {files.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {files.map((f) => (
            <li key={f.id}>
              {formatDateTime(f.uploadedAt, locale)} · {kind(f.kind)} · {f.uploadedBy} ·{" "}
              <a
                href={instancesPaths.fileVersion(instanceId, f.id)}
                className="underline"
                aria-label={t("download", {
                  file: f.fileName,
                  kind: kind(f.kind),
                  date: formatDateTime(f.uploadedAt, locale),
                })}
              >
                {f.fileName}
              </a>{" "}
              ({formatBytes(f.size)}){f.current ? "" : ` · ${t("replaced")}`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
