import { formatDateTime } from "@/lib/dates";
import { instancesPaths } from "@/lib/instances/client";
import { INSTANCE_FILE_KIND_LABELS } from "@/lib/instances/constants";
import type { InstanceFileVersionRow } from "@/lib/instances/files/schemas";
import { formatBytes } from "@/lib/client/cn";

/** 'Ficheros': every version of a request's files, oldest first, each downloadable; replaced ones marked. */
export function FileVersions({ instanceId, files }: { instanceId: number; files: InstanceFileVersionRow[] }) {
  return (
    <section aria-label="Ficheros">
      <h3 className="mb-2 font-semibold">Ficheros</h3>
      {files.length === 0 ? (
        <p>La solicitud no tiene ficheros.</p>
      ) : (
        <ol className="flex flex-col gap-1">
          {files.map((f) => (
            <li key={f.id}>
              {formatDateTime(f.uploadedAt)} · {INSTANCE_FILE_KIND_LABELS[f.kind]} · {f.uploadedBy} ·{" "}
              <a
                href={instancesPaths.fileVersion(instanceId, f.id)}
                className="underline"
                aria-label={`Descargar ${f.fileName} (${INSTANCE_FILE_KIND_LABELS[f.kind]}, ${formatDateTime(f.uploadedAt)})`}
              >
                {f.fileName}
              </a>{" "}
              ({formatBytes(f.size)}){f.current ? "" : " · sustituido"}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
