// The two file slots of an instance request (lib/instances/files): the secretary's response and the student's file
import { instanceOwner } from "@/lib/access-log/students";
import { fileSlot } from "@/lib/api/declared-routes";
import type { Declared } from "@/lib/api/endpoint";
import type { Upload } from "@/lib/files/upload";
import { instanceFileDownload } from "@/lib/instances/files/queries";
import { INSTANCE_FILE_UPLOAD } from "@/lib/instances/files/schemas";
import { uploadInstanceFile } from "@/lib/instances/files/service";
import { idParams } from "@/lib/validation/common";

const slot = fileSlot(idParams, INSTANCE_FILE_UPLOAD, instanceFileDownload, uploadInstanceFile, instanceOwner);

type Which = "response" | "student";

/** A slot's upload, its answer's `message` said in the requester's language. */
const upload = (which: Which) =>
  ({
    params: idParams,
    upload: INSTANCE_FILE_UPLOAD,
    handler: ({ db, user, params, body, locale }) => uploadInstanceFile(db, user, params.id, which, body.file, locale),
  }) satisfies Declared<{ id: number }, undefined, Upload<typeof INSTANCE_FILE_UPLOAD>>;

export const responseFile = { ...slot("response", "Instancias: descarga de la respuesta"), upload: upload("response") };
export const studentFile = {
  ...slot("student", "Instancias: descarga del fichero del alumno"),
  upload: upload("student"),
};
