import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDate, formatDateTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { universityName } from "@/lib/pdf/config";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfBlock, type PdfDocument } from "@/lib/pdf/model";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { debtorBlocks, mandateBlocks, sepaCreditorId } from "../debtors/mandate";
import { optionTexts, orDash } from "../labels";
import { enrollmentUserData, readableRequest } from "./queries";
import type { EnrollmentRequestRow, EnrollmentUserData } from "./schemas";
import { discountRows } from "./summary";

export interface RequestPdfInput {
  request: EnrollmentRequestRow;
  /** The student's personal data; null when the reference data have none. */
  student: EnrollmentUserData | null;
  degreeName: string;
  academicTermName: string;
  creditor: { id: string; name: string };
}

const credits = (n: number) => n.toLocaleString("es-ES", { maximumFractionDigits: 2 });

function personalBlocks(s: EnrollmentUserData | null): PdfBlock[] {
  return [
    ...section("Datos personales", [
      ["Nombre", orDash(s?.givenName)],
      ["Apellidos", orDash(s?.familyName)],
      ["Documento", s ? `${s.idType} ${s.dni}` : "-"],
      ["Dirección", orDash(s?.address)],
      ["Ciudad", orDash(s?.city)],
      ["Provincia", orDash(s?.state)],
      ["Código postal", orDash(s?.zipCode)],
      ["Teléfono móvil", orDash(s?.mobilePhone)],
      ["Teléfono fijo", orDash(s?.homePhone)],
      ["Correo electrónico", orDash(s?.email)],
    ]),
  ];
}

function courseBlocks(input: RequestPdfInput): PdfBlock[] {
  const { request } = input;
  const total = request.courseDetails.reduce((sum, c) => sum + c.credits, 0);
  return [
    ...section("Datos de la matrícula", [
      ["Convocatoria", request.enrollmentTerm?.name ?? "-"],
      ["Titulación", input.degreeName],
      ["Ciclo lectivo", input.academicTermName],
      ["Dedicación al estudio", optionTexts(request).time],
    ]),
    { kind: "heading", text: "Asignaturas" },
    {
      kind: "table",
      columns: ["Código", "Asignatura", "Créditos"],
      widths: [2, 5, 1],
      rows: [
        ...request.courseDetails.map((c) => [c.courseId, c.courseName, credits(c.credits)]),
        ["", "Total de créditos", credits(total)],
      ],
    },
  ];
}

function conditionBlocks(request: EnrollmentRequestRow): PdfBlock[] {
  const full = request.enrollmentType === "R";
  const discounts = section("Descuentos y seguro escolar", discountRows(request));
  const image = request.imageAuthorization ? "Autoriza el uso de su imagen" : "No autoriza el uso de su imagen";
  return [
    ...(full ? discounts : []),
    ...section("Consentimientos y pago", [
      ["Derechos de imagen", image],
      ...(full
        ? [
            ["Cesión de datos personales", request.dataSAPI ? "Autoriza la cesión" : "No autoriza la cesión"] as [
              string,
              string,
            ],
          ]
        : []),
      ["Condiciones de pago", optionTexts(request).payment],
      ["Archivos adjuntos", request.files.length > 0 ? request.files.join(", ") : "Ninguno"],
    ]),
  ];
}

/** A request as the document the student prints and signs: every field in Spanish, the courses and total credits, and the SEPA mandate when paying by direct debit. */
export function requestPdf(input: RequestPdfInput): PdfDocument {
  const { request } = input;
  const full = request.enrollmentType === "R";
  return {
    title: full ? "Solicitud de matrícula" : "Solicitud de extensión de matrícula",
    subtitle: `Solicitud nº ${request.id} · ${formatDateTime(request.created)} · ${request.isProcessed ? "Procesada" : "Pendiente de tramitar"}`,
    blocks: [
      ...personalBlocks(input.student),
      ...courseBlocks(input),
      ...conditionBlocks(request),
      ...(full ? debtorBlocks(request) : []),
      {
        kind: "paragraph",
        text: `El alumno declara que los datos de esta solicitud son ciertos. Fecha de la solicitud: ${formatDate(request.created)}.`,
      },
      { kind: "signatures", boxes: ["Lugar y fecha", "Firma del alumno"] },
      ...mandateBlocks(request, input.creditor),
    ],
  };
}

/** The request's printable PDF (with the SEPA mandate when paying by direct debit), issued with a verification code. */
export async function requestPdfDownload(
  db: Db,
  viewer: SessionUser,
  id: number,
  type: EnrollmentType,
): Promise<FileDownload> {
  const request = await readableRequest(db, viewer, id, type);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, request.userExternalId));
  const student = await enrollmentUserData(db, request.userExternalId).catch(() => null);
  const [degree] = await db.select({ name: degrees.name }).from(degrees).where(eq(degrees.externalId, request.grade));
  const [year] = await db
    .select({ name: academicYears.name })
    .from(academicYears)
    .where(eq(academicYears.externalId, request.termId));
  const doc = requestPdf({
    request,
    student,
    degreeName: degree?.name ?? request.grade,
    academicTermName: year?.name ?? request.termId,
    creditor: { id: sepaCreditorId(), name: universityName() },
  });
  const kind = type === "R" ? "Solicitud de matrícula" : "Solicitud de extensión de matrícula";
  const { bytes } = await issuePdf(db, doc, {
    kind,
    ownerUserId: owner?.id ?? null,
    subject: `enrollment-request:${id}`,
  });
  const name = `${type === "R" ? "solicitud-matricula" : "solicitud-extension-matricula"}-${id}.pdf`;
  return new FileDownload(bytes, name, PDF_MIME);
}
