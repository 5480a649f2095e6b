import { formatDateTime } from "@/lib/dates";
import type { PdfDocument } from "@/lib/pdf/model";
import { priorityLabel, STATUS_LABELS } from "./constants";
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
      { kind: "heading", text: "Alumno" },
      {
        kind: "fields",
        rows: [
          { label: "Nombre", value: r.userName },
          { label: "DNI", value: r.dni },
          { label: "Correo electrónico", value: r.email ?? "" },
        ],
      },
      { kind: "heading", text: "Solicitud" },
      {
        kind: "fields",
        rows: [
          { label: "Número de solicitud", value: String(r.id) },
          { label: "Titulación", value: r.degreeName },
          { label: "Convocatoria", value: ctx.termName },
          { label: "Área temática", value: r.areaName },
          { label: "Director", value: r.instructorName },
          { label: "Título provisional", value: r.provisionalTitle ?? "—" },
          { label: "Preferencia", value: priorityLabel(r.priority) },
          { label: "Fecha de solicitud", value: formatDateTime(r.created) },
          { label: "Estado", value: STATUS_LABELS[r.status] },
        ],
      },
      {
        kind: "paragraph",
        text: `Se asigna a ${r.userName} el Trabajo Fin de Grado / Máster en el área temática «${r.areaName}» de la titulación ${r.degreeName}, bajo la dirección de ${r.instructorName}.`,
      },
      { kind: "signatures", boxes: ["El alumno", "El director", "La coordinación"] },
    ],
  };
}

export const requestPdfName = (r: RequestRow) => `Solicitud TFG ${r.id} - ${r.userName}.pdf`;
