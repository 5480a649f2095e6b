import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, tfgRequests, tfgTerms } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import { section, type PdfDocument } from "@/lib/pdf/model";
import { issuePdf } from "@/lib/pdf/issue";
import { priorityLabel, STATUS_LABELS } from "../constants";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import type { Viewer } from "../scope";
import { canTransition } from "../transitions";
import { readableRequest } from "./queries";
import type { RequestRow } from "./schemas";

export interface RequestPdfContext {
  termName: string;
  academicYearName: string;
}

/** The document of an accepted area request: who, which degree, call, area and director. Pure. */
export function requestPdfDocument(r: RequestRow, ctx: RequestPdfContext): PdfDocument {
  return {
    title: "Asignación de Trabajo Fin de Grado / Máster",
    subtitle: `Curso académico ${ctx.academicYearName}`,
    blocks: [
      ...section("Alumno", [
        ["Nombre", r.userName],
        ["DNI", r.dni],
        ["Correo electrónico", r.email ?? ""],
      ]),
      ...section("Solicitud", [
        ["Número de solicitud", String(r.id)],
        ["Titulación", r.degreeName],
        ["Convocatoria", ctx.termName],
        ["Área temática", r.areaName],
        ["Director", r.instructorName],
        ["Título provisional", r.provisionalTitle ?? "—"],
        ["Preferencia", priorityLabel(r.priority)],
        ["Fecha de solicitud", formatDateTime(r.created)],
        ["Estado", STATUS_LABELS[r.status]],
      ]),
      {
        kind: "paragraph",
        text: `Se asigna a ${r.userName} el Trabajo Fin de Grado / Máster en el área temática «${r.areaName}» de la titulación ${r.degreeName}, bajo la dirección de ${r.instructorName}.`,
      },
      { kind: "signatures", boxes: ["El alumno", "El director", "La coordinación"] },
    ],
  };
}

export const requestPdfName = (r: RequestRow) => `Solicitud TFG ${r.id} - ${r.userName}.pdf`;

/**
 * The PDF of a request the viewer may read, issued (code + verification record) in the shared
 * lib/pdf; only an accepted one has it (409 otherwise).
 */
export async function requestPdf(db: Db, viewer: Viewer, id: number): Promise<FileDownload> {
  const row = await readableRequest(db, viewer, id);
  if (!row) throw new NotFoundError("No se ha encontrado la solicitud");
  if (!canTransition("request", "download", row.status, viewer.role))
    throw new ConflictError("Solo se puede descargar el PDF de una solicitud aceptada");
  const [ctx] = await db
    .select({ termName: tfgTerms.name, academicYearName: academicYears.name, studentId: tfgRequests.userId })
    .from(tfgRequests)
    .innerJoin(tfgTerms, eq(tfgTerms.id, tfgRequests.termId))
    .innerJoin(academicYears, eq(academicYears.id, tfgRequests.academicYearId))
    .where(eq(tfgRequests.id, id));
  const { bytes } = await issuePdf(db, requestPdfDocument(row, ctx!), {
    kind: "Asignación de TFG/TFM",
    ownerUserId: ctx!.studentId,
    subject: `tfg-request:${id}`,
  });
  return new FileDownload(bytes, requestPdfName(row), PDF_MIME);
}
