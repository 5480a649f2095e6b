import type { Db } from "@/db";
import { FileDownload, ZIP_MIME } from "@/lib/files/download";
import { buildPersonalDataExport } from "./build";
import type { Person } from "./types";

/** The person's export as a download, `datos-personales-<externalId>.zip`. */
export async function personalDataDownload(db: Db, person: Person): Promise<FileDownload> {
  const { zip } = await buildPersonalDataExport(db, person);
  return new FileDownload(
    await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }),
    `datos-personales-${person.externalId}.zip`,
    ZIP_MIME,
  );
}
