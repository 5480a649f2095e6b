import { dbId, idParams } from "@/lib/validation/common";
import type { InstanceFileKind } from "@/db/enums/instances";
import { translate } from "@/lib/i18n/translate";
import { MESSAGES } from "../messages";

/**
 * A request's student or response file as the endpoint reads it (field `file`). `missing` is a text
 * (lib/files/upload.ts takes no catalogue key yet): the catalogue's Spanish one.
 */
export const INSTANCE_FILE_UPLOAD = { field: "file", missing: translate("es", MESSAGES.fileMissing) } as const;

/** `GET /instances-api/instances/{id}/files/{versionId}`. */
export const fileVersionParams = idParams.extend({ versionId: dbId() });

/** One file version of a request: every upload is kept, `current` marks the one the request shows. */
export interface InstanceFileVersionRow {
  id: number;
  kind: InstanceFileKind;
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
  current: boolean;
}
