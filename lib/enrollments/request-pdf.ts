import { formatDate, formatDateTime } from "@/lib/dates";
import type { PdfBlock, PdfDocument } from "@/lib/pdf/model";
import { DIRECT_DEBIT_PAYMENTS } from "./constants";
import {
  DEBT_DOC_TYPE_LABELS,
  DEBT_OPTION_LABELS,
  formatIban,
  GENERAL_DISCOUNT_LABELS,
  INSURANCE_LABELS,
  MINUS_DISCOUNT_LABELS,
  PAYMENT_LABELS,
  SYNCHRONOUS_DISCOUNT_LABELS,
  TIME_OPTION_LABELS,
  yesNo,
} from "./labels";
import type { EnrollmentRequestRow, EnrollmentUserData } from "./schemas";

export interface RequestPdfInput {
  request: EnrollmentRequestRow;
  /** The student's personal data; null when the reference data have none. */
  student: EnrollmentUserData | null;
  degreeName: string;
  academicTermName: string;
  creditor: { id: string; name: string };
}

/** The standard wording of a SEPA Core mandate in Spanish (EPC rulebook, Spanish banking association text). */
export const SEPA_MANDATE_TEXT =
  "Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) al acreedor a enviar instrucciones a la entidad del deudor " +
  "para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones del acreedor. Como parte " +
  "de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. " +
  "La solicitud de reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener " +
  "información adicional sobre sus derechos en su entidad financiera.";

/** The mandate's unique reference: the request's type and number, fixed for the life of the request (at most 35 characters). */
export const mandateReference = (request: Pick<EnrollmentRequestRow, "id" | "enrollmentType">) =>
  `${request.enrollmentType === "R" ? "MAT" : "EXT"}-${String(request.id).padStart(10, "0")}`;

const credits = (n: number) => n.toLocaleString("es-ES", { maximumFractionDigits: 2 });
const orDash = (value: string | null | undefined) => (value && value.trim() ? value : "-");

function personalBlocks(student: EnrollmentUserData | null, request: EnrollmentRequestRow): PdfBlock[] {
  const s = student;
  return [
    { kind: "heading", text: "Datos personales" },
    {
      kind: "fields",
      rows: [
        { label: "Nombre", value: orDash(s?.givenName) },
        { label: "Apellidos", value: orDash(s?.familyName) },
        { label: "Documento", value: s ? `${s.idType} ${s.dni}` : "-" },
        { label: "Usuario", value: request.userExternalId },
        { label: "Dirección", value: orDash(s?.address) },
        { label: "Ciudad", value: orDash(s?.city) },
        { label: "Provincia", value: orDash(s?.state) },
        { label: "Código postal", value: orDash(s?.zipCode) },
        { label: "Teléfono móvil", value: orDash(s?.mobilePhone) },
        { label: "Teléfono fijo", value: orDash(s?.homePhone) },
        { label: "Correo electrónico", value: orDash(s?.email) },
      ],
    },
  ];
}

function courseBlocks(input: RequestPdfInput): PdfBlock[] {
  const { request } = input;
  const total = request.courseDetails.reduce((sum, c) => sum + c.credits, 0);
  return [
    { kind: "heading", text: "Datos de la matrícula" },
    {
      kind: "fields",
      rows: [
        { label: "Convocatoria", value: request.enrollmentTerm?.name ?? "-" },
        { label: "Titulación", value: input.degreeName },
        { label: "Ciclo lectivo", value: input.academicTermName },
        { label: "Dedicación al estudio", value: TIME_OPTION_LABELS[request.timeOption] },
      ],
    },
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
  const blocks: PdfBlock[] = [];
  if (full) {
    blocks.push(
      { kind: "heading", text: "Descuentos y seguro escolar" },
      {
        kind: "fields",
        rows: [
          {
            label: "Descuento general",
            value: request.generalDiscountOption ? GENERAL_DISCOUNT_LABELS[request.generalDiscountOption] : "-",
          },
          {
            label: "Discapacidad",
            value: request.minusDiscountOption ? MINUS_DISCOUNT_LABELS[request.minusDiscountOption] : "-",
          },
          {
            label: "Modalidad síncrona",
            value: request.synchronousDiscountOption
              ? SYNCHRONOUS_DISCOUNT_LABELS[request.synchronousDiscountOption]
              : "-",
          },
          { label: "Matrícula de honor", value: yesNo(request.discountMH) },
          { label: "Familiar", value: yesNo(request.discountUcav) },
          { label: "Convenio", value: request.discountConv ? `Sí: ${orDash(request.discountConvText)}` : "No" },
          { label: "Otro descuento", value: request.discountOther ? `Sí: ${orDash(request.discountOtherText)}` : "No" },
          { label: "Seguro escolar", value: request.insuranceOption ? INSURANCE_LABELS[request.insuranceOption] : "-" },
        ],
      },
    );
  }
  blocks.push(
    { kind: "heading", text: "Consentimientos y pago" },
    {
      kind: "fields",
      rows: [
        {
          label: "Derechos de imagen",
          value: request.imageAuthorization ? "Autoriza el uso de su imagen" : "No autoriza el uso de su imagen",
        },
        ...(full
          ? [
              {
                label: "Cesión de datos personales",
                value: request.dataSAPI ? "Autoriza la cesión" : "No autoriza la cesión",
              },
            ]
          : []),
        { label: "Condiciones de pago", value: PAYMENT_LABELS[request.paymentOption] },
        { label: "Archivos adjuntos", value: request.files.length > 0 ? request.files.join(", ") : "Ninguno" },
      ],
    },
  );
  return blocks;
}

const debtorAddress = (r: EnrollmentRequestRow) =>
  [r.debtAddress, `${r.debtZipCode} ${r.debtCity}`.trim(), r.debtState, r.debtCountry]
    .filter((p) => p.trim())
    .join(", ");

function debtorBlocks(request: EnrollmentRequestRow): PdfBlock[] {
  if (!request.debtOption) return [];
  return [
    { kind: "heading", text: "Datos del deudor" },
    {
      kind: "fields",
      rows: [
        { label: "Tipo de deudor", value: DEBT_OPTION_LABELS[request.debtOption] },
        { label: "Tipo de documento", value: request.debtDocType ? DEBT_DOC_TYPE_LABELS[request.debtDocType] : "-" },
        { label: "Documento", value: request.debtDNI },
        { label: "Nombre", value: request.debtName },
        { label: "Dirección", value: debtorAddress(request) },
        { label: "IBAN", value: request.debtIBAN ? formatIban(request.debtIBAN) : "-" },
        { label: "BIC", value: orDash(request.debtBIC) },
      ],
    },
  ];
}

function mandateBlocks(input: RequestPdfInput): PdfBlock[] {
  const { request, creditor } = input;
  if (!DIRECT_DEBIT_PAYMENTS.includes(request.paymentOption) || !request.debtOption) return [];
  return [
    { kind: "heading", text: "Orden de domiciliación de adeudo directo SEPA (SEPA Core)" },
    {
      kind: "fields",
      rows: [
        { label: "Referencia de la orden de domiciliación", value: mandateReference(request) },
        { label: "Identificador del acreedor", value: creditor.id },
        { label: "Nombre del acreedor", value: creditor.name },
        { label: "Tipo de pago", value: request.paymentOption === "THREE_TERMS" ? "Pago recurrente" : "Pago único" },
        { label: "Nombre del deudor", value: request.debtName },
        { label: "Dirección del deudor", value: debtorAddress(request) },
        { label: "IBAN del deudor", value: formatIban(request.debtIBAN) },
        { label: "BIC del deudor", value: orDash(request.debtBIC) },
      ],
    },
    { kind: "paragraph", text: SEPA_MANDATE_TEXT },
    { kind: "signatures", boxes: ["Lugar de la firma", "Fecha", "Firma del deudor"] },
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
      ...personalBlocks(input.student, request),
      ...courseBlocks(input),
      ...conditionBlocks(request),
      ...(full ? debtorBlocks(request) : []),
      {
        kind: "paragraph",
        text: `El alumno declara que los datos de esta solicitud son ciertos. Fecha de la solicitud: ${formatDate(request.created)}.`,
      },
      { kind: "signatures", boxes: ["Lugar y fecha", "Firma del alumno"] },
      ...mandateBlocks(input),
    ],
  };
}
