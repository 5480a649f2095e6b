// The two file slots of an instance request (lib/instances/files): the secretary's response and the student's file
import { instanceOwner } from "@/lib/access-log/students";
import { fileSlot } from "@/lib/api/declared-routes";
import { instanceFileDownload } from "@/lib/instances/files/queries";
import { INSTANCE_FILE_UPLOAD } from "@/lib/instances/files/schemas";
import { uploadInstanceFile } from "@/lib/instances/files/service";
import { idParams } from "@/lib/validation/common";

const slot = fileSlot(idParams, INSTANCE_FILE_UPLOAD, instanceFileDownload, uploadInstanceFile, instanceOwner);

export const responseFile = slot("response", "Instancias: descarga de la respuesta");
export const studentFile = slot("student", "Instancias: descarga del fichero del alumno");
