import { msg } from "@/lib/i18n/message";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, tfgRequests, tfgTerms } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import { section, type PdfDocument } from "@/lib/pdf/model";
import { issuePdf } from "@/lib/pdf/issue";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { documentLocale } from "../document-locale";
import { priorityLabel, statusLabel, type TfgT } from "../labels";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import type { Viewer } from "../scope";
import { canTransition } from "../transitions";
import { readableRequest } from "./queries";
import type { RequestRow } from "./schemas";

export interface RequestPdfContext {
  termName: string;
  academicYearName: string;
}

/** The document of an accepted area request: who, which degree, call, area and director, said by `t` in `locale`. Pure. */
export function requestPdfDocument(r: RequestRow, ctx: RequestPdfContext, t: TfgT, locale: Locale): PdfDocument {
  return {
    title: t("pdf.request.title"),
    subtitle: t("pdf.request.subtitle", { year: ctx.academicYearName }),
    blocks: [
      ...section(t("pdf.student"), [
        [t("pdf.name"), r.userName],
        [t("pdf.dni"), r.dni],
        [t("pdf.email"), r.email ?? ""],
      ]),
      ...section(t("pdf.request.section"), [
        [t("pdf.requestNumber"), String(r.id)],
        [t("pdf.degree"), r.degreeName],
        [t("pdf.term"), ctx.termName],
        [t("pdf.area"), r.areaName],
        [t("pdf.director"), r.instructorName],
        [t("pdf.provisionalTitle"), r.provisionalTitle ?? "—"],
        [t("pdf.priority"), priorityLabel(t, r.priority)],
        [t("pdf.created"), formatDateTime(r.created, locale)],
        [t("pdf.status"), statusLabel(t, r.status)],
      ]),
      {
        kind: "paragraph",
        text: t("pdf.request.paragraph", {
          student: r.userName,
          area: r.areaName,
          degree: r.degreeName,
          director: r.instructorName,
        }),
      },
      {
        kind: "signatures",
        boxes: [t("pdf.request.signStudent"), t("pdf.request.signDirector"), t("pdf.request.signCoordination")],
      },
    ],
  };
}

export const requestPdfName = (r: RequestRow, t: TfgT) => t("pdf.request.fileName", { id: r.id, student: r.userName });

/**
 * The PDF of a request the viewer may read, issued (code + verification record) in the shared
 * lib/pdf in its student's language; only an accepted one has it (409 otherwise).
 */
export async function requestPdf(db: Db, viewer: Viewer, id: number): Promise<FileDownload> {
  const row = await readableRequest(db, viewer, id);
  if (!row) throw new NotFoundError(msg("tfg.errors.requestNotFound"));
  if (!canTransition("request", "download", row.status, viewer.role))
    throw new ConflictError(msg("tfg.errors.requestPdfNotAccepted"));
  const [ctx] = await db
    .select({ termName: tfgTerms.name, academicYearName: academicYears.name, studentId: tfgRequests.userId })
    .from(tfgRequests)
    .innerJoin(tfgTerms, eq(tfgTerms.id, tfgRequests.termId))
    .innerJoin(academicYears, eq(academicYears.id, tfgRequests.academicYearId))
    .where(eq(tfgRequests.id, id));
  const locale = await documentLocale(db, ctx!.studentId);
  const t = translator(locale, "tfg");
  const { bytes } = await issuePdf(
    db,
    requestPdfDocument(row, ctx!, t, locale),
    {
      kind: t("pdf.request.kind"),
      ownerUserId: ctx!.studentId,
      subject: `tfg-request:${id}`,
    },
    locale,
  );
  return new FileDownload(bytes, requestPdfName(row, t), PDF_MIME);
}
