import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, degrees, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { formatDate, formatDateTime } from "@/lib/dates";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import type { Locale } from "@/lib/i18n/locales";
import { personLocale } from "@/lib/i18n/offered";
import { translator } from "@/lib/i18n/translate";
import { universityName } from "@/lib/pdf/config";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfBlock, type PdfDocument } from "@/lib/pdf/model";
import type { EnrollmentType } from "@/db/enums/enrollments";
import { debtorBlocks, mandateBlocks, sepaCreditorId } from "../debtors/mandate";
import { optionTexts, orDash, type Say } from "../texts";
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

function personalBlocks(s: EnrollmentUserData | null, t: Say): PdfBlock[] {
  return [
    ...section(t("form.personalData"), [
      [t("fields.name"), orDash(s?.givenName)],
      [t("fields.familyName"), orDash(s?.familyName)],
      [t("fields.document"), s ? `${s.idType} ${s.dni}` : "-"],
      [t("fields.address"), orDash(s?.address)],
      [t("fields.city"), orDash(s?.city)],
      [t("fields.state"), orDash(s?.state)],
      [t("fields.zipCode"), orDash(s?.zipCode)],
      [t("fields.mobilePhone"), orDash(s?.mobilePhone)],
      [t("fields.homePhone"), orDash(s?.homePhone)],
      [t("fields.email"), orDash(s?.email)],
    ]),
  ];
}

function courseBlocks(input: RequestPdfInput, t: Say, locale: Locale): PdfBlock[] {
  const { request } = input;
  const credits = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 2 });
  const total = request.courseDetails.reduce((sum, c) => sum + c.credits, 0);
  return [
    ...section(t("pdf.enrolmentData"), [
      [t("fields.term"), request.enrollmentTerm?.name ?? "-"],
      [t("fields.degree"), input.degreeName],
      [t("fields.academicTerm"), input.academicTermName],
      [t("fields.dedication"), optionTexts(request, t).time],
    ]),
    { kind: "heading", text: t("fields.courses") },
    {
      kind: "table",
      columns: [t("pdf.code"), t("pdf.course"), t("pdf.credits")],
      widths: [2, 5, 1],
      rows: [
        ...request.courseDetails.map((c) => [c.courseId, c.courseName, credits(c.credits)]),
        ["", t("fields.totalCredits"), credits(total)],
      ],
    },
  ];
}

function conditionBlocks(request: EnrollmentRequestRow, t: Say): PdfBlock[] {
  const full = request.enrollmentType === "R";
  const discounts = section(t("view.discountsInsurance"), discountRows(request, t));
  const image = t(request.imageAuthorization ? "pdf.imageYes" : "pdf.imageNo");
  return [
    ...(full ? discounts : []),
    ...section(t("view.consentsPayment"), [
      [t("fields.imageRights"), image],
      ...(full
        ? [[t("form.dataTransfer"), t(request.dataSAPI ? "pdf.dataYes" : "pdf.dataNo")] as [string, string]]
        : []),
      [t("fields.payment"), optionTexts(request, t).payment],
      [t("fields.attachments"), request.files.length > 0 ? request.files.join(", ") : t("view.none")],
    ]),
  ];
}

/**
 * A request as the document the student prints and signs, in `locale`: every field, the courses and
 * total credits, and the SEPA mandate when paying by direct debit.
 */
export function requestPdf(input: RequestPdfInput, locale: Locale): PdfDocument {
  const t: Say = translator(locale, "enrollments");
  const { request } = input;
  const full = request.enrollmentType === "R";
  const state = t(request.isProcessed ? "pdf.processed" : "pdf.pending");
  return {
    title: t(`pdf.title.${request.enrollmentType}`),
    subtitle: t("pdf.subtitle", { id: String(request.id), date: formatDateTime(request.created, locale), state }),
    blocks: [
      ...personalBlocks(input.student, t),
      ...courseBlocks(input, t, locale),
      ...conditionBlocks(request, t),
      ...(full ? debtorBlocks(request, t) : []),
      { kind: "paragraph", text: t("pdf.declaration", { date: formatDate(request.created, locale) }) },
      { kind: "signatures", boxes: [t("pdf.placeDate"), t("pdf.studentSignature")] },
      ...mandateBlocks(request, input.creditor, t),
    ],
  };
}

/**
 * The request's printable PDF (with the SEPA mandate when paying by direct debit), issued with a
 * verification code in the student's language: their `users.locale` if the university offers it, else the default.
 */
export async function requestPdfDownload(
  db: Db,
  viewer: SessionUser,
  id: number,
  type: EnrollmentType,
): Promise<FileDownload> {
  const request = await readableRequest(db, viewer, id, type);
  const [owner] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.externalId, request.userExternalId));
  const student = await enrollmentUserData(db, request.userExternalId).catch(() => null);
  const [degree] = await db.select({ name: degrees.name }).from(degrees).where(eq(degrees.externalId, request.grade));
  const [year] = await db
    .select({ name: academicYears.name })
    .from(academicYears)
    .where(eq(academicYears.externalId, request.termId));
  const locale = personLocale(owner?.locale);
  const doc = requestPdf(
    {
      request,
      student,
      degreeName: degree?.name ?? request.grade,
      academicTermName: year?.name ?? request.termId,
      creditor: { id: sepaCreditorId(), name: universityName() },
    },
    locale,
  );
  // The register of issued documents names their kind in Spanish, whatever the document's language.
  const kind = translator("es", "enrollments")(`pdf.title.${type}`);
  const { bytes } = await issuePdf(
    db,
    doc,
    {
      kind,
      ownerUserId: owner?.id ?? null,
      subject: `enrollment-request:${id}`,
    },
    locale,
  );
  const name = `${type === "R" ? "solicitud-matricula" : "solicitud-extension-matricula"}-${id}.pdf`;
  return new FileDownload(bytes, name, PDF_MIME);
}
