import { eq, or } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfDocument } from "@/lib/pdf/model";
import { STATUS_LABELS } from "../constants";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { readScope, type Viewer } from "../scope";
import { canTransition } from "../transitions";
import { defenseInScope, defenseRow, sitsOn } from "./queries";
import type { DefenseRow } from "./schemas";

function defensePdfDocument(d: DefenseRow): PdfDocument {
  return {
    title: "Defensa de Trabajo Fin de Grado / Máster",
    subtitle: d.degreeName,
    blocks: [
      ...section("Alumno", [
        ["Nombre", d.userName],
        ["DNI", d.dni],
      ]),
      ...section("Defensa", [
        ["Número de solicitud", String(d.id)],
        ["Título", d.title ?? d.provisionalTitle ?? "—"],
        ["Director", d.instructorName],
        ["Fecha y hora", formatDateTime(d.start)],
        ["Lugar", d.location ?? ""],
        ["Presidente", d.chairmanName],
        ["Secretario", d.secretaryName],
        ["Vocal", d.vocalName],
        ["Estado", STATUS_LABELS[d.defenseRequestStatus]],
      ]),
      {
        kind: "paragraph",
        text: `${d.userName} defenderá su trabajo el ${formatDateTime(d.start)} en ${d.location ?? ""} ante el tribunal formado por ${d.chairmanName}, ${d.secretaryName} y ${d.vocalName}.`,
      },
      { kind: "signatures", boxes: ["El presidente", "El secretario", "El vocal"] },
    ],
  };
}

/** `GET …/defenses/{id}/pdf`: an ACCEPTED defense the viewer may read, issued through lib/pdf. */
export async function defensePdf(db: Db, viewer: Viewer, requestId: number, id: number): Promise<FileDownload> {
  const scope =
    viewer.role === "ROLE_INSTRUCTOR" || viewer.role === "ROLE_COORD"
      ? or(readScope(viewer), sitsOn(viewer.id))
      : readScope(viewer);
  await defenseInScope(db, requestId, id, scope);
  const row = await defenseRow(db, id);
  if (!canTransition("defense", "download", row.defenseRequestStatus, viewer.role))
    throw new ConflictError("Solo se puede descargar el PDF de una defensa aceptada");
  const [owner] = await db
    .select({ userId: tfgRequests.userId })
    .from(tfgRequests)
    .where(eq(tfgRequests.id, requestId));
  const { bytes } = await issuePdf(db, defensePdfDocument(row), {
    kind: "Defensa de TFG/TFM",
    ownerUserId: owner!.userId,
    subject: `tfg-defense:${row.id}`,
  });
  return new FileDownload(bytes, `Defensa TFG ${row.id} - ${row.userName}.pdf`, PDF_MIME);
}
