// The attachments of an enrolment (type R) and an extension (type A) request (lib/enrollments/files)
import { enrollmentRequestOwner } from "@/lib/access-log/students";
import { fileSlot } from "@/lib/api/declared-routes";
import { ATTACHMENTS_UPLOAD } from "@/lib/enrollments/files/schemas";
import { attachFiles, requestFilesDownload } from "@/lib/enrollments/files/service";
import { idParams } from "@/lib/validation/common";

const slot = fileSlot(idParams, ATTACHMENTS_UPLOAD, requestFilesDownload, attachFiles, enrollmentRequestOwner);

export const enrollmentFiles = slot("R", "Matrícula: descarga de los justificantes");
export const extensionFiles = slot("A", "Ampliación de matrícula: descarga de los justificantes");
