import { msg } from "@/lib/i18n/message";
import { eq, or } from "drizzle-orm";
import type { Db } from "@/db";
import { tfgRequests } from "@/db/schema";
import { ConflictError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import { issuePdf } from "@/lib/pdf/issue";
import { section, type PdfDocument } from "@/lib/pdf/model";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { documentLocale } from "../document-locale";
import { statusLabel, type TfgT } from "../labels";
import { FileDownload, PDF_MIME } from "@/lib/files/download";
import { readScope, type Viewer } from "../scope";
import { canTransition } from "../transitions";
import { defenseInScope, defenseRow, sitsOn } from "./queries";
import type { DefenseRow } from "./schemas";

function defensePdfDocument(d: DefenseRow, t: TfgT, locale: Locale): PdfDocument {
  return {
    title: t("pdf.defense.title"),
    subtitle: d.degreeName,
    blocks: [
      ...section(t("pdf.student"), [
        [t("pdf.name"), d.userName],
        [t("pdf.dni"), d.dni],
      ]),
      ...section(t("pdf.defense.section"), [
        [t("pdf.requestNumber"), String(d.id)],
        [t("pdf.defense.thesisTitle"), d.title ?? d.provisionalTitle ?? "—"],
        [t("pdf.director"), d.instructorName],
        [t("pdf.defense.start"), formatDateTime(d.start, locale)],
        [t("pdf.defense.place"), d.location ?? ""],
        [t("pdf.defense.chairman"), d.chairmanName],
        [t("pdf.defense.secretary"), d.secretaryName],
        [t("pdf.defense.vocal"), d.vocalName],
        [t("pdf.status"), statusLabel(t, d.defenseRequestStatus)],
      ]),
      {
        kind: "paragraph",
        text: t("pdf.defense.paragraph", {
          student: d.userName,
          start: formatDateTime(d.start, locale),
          place: d.location ?? "",
          chairman: d.chairmanName,
          secretary: d.secretaryName,
          vocal: d.vocalName,
        }),
      },
      {
        kind: "signatures",
        boxes: [t("pdf.defense.signChairman"), t("pdf.defense.signSecretary"), t("pdf.defense.signVocal")],
      },
    ],
  };
}

/** `GET …/defenses/{id}/pdf`: an ACCEPTED defense the viewer may read, issued through lib/pdf in its student's language. */
export async function defensePdf(db: Db, viewer: Viewer, requestId: number, id: number): Promise<FileDownload> {
  const scope =
    viewer.role === "ROLE_INSTRUCTOR" || viewer.role === "ROLE_COORD"
      ? or(readScope(viewer), sitsOn(viewer.id))
      : readScope(viewer);
  await defenseInScope(db, requestId, id, scope);
  const row = await defenseRow(db, id);
  if (!canTransition("defense", "download", row.defenseRequestStatus, viewer.role))
    throw new ConflictError(msg("tfg.errors.defensePdfNotAccepted"));
  const [owner] = await db
    .select({ userId: tfgRequests.userId })
    .from(tfgRequests)
    .where(eq(tfgRequests.id, requestId));
  const locale = await documentLocale(db, owner!.userId);
  const t = translator(locale, "tfg");
  const { bytes } = await issuePdf(
    db,
    defensePdfDocument(row, t, locale),
    {
      kind: t("pdf.defense.kind"),
      ownerUserId: owner!.userId,
      subject: `tfg-defense:${row.id}`,
    },
    locale,
  );
  return new FileDownload(bytes, t("pdf.defense.fileName", { id: row.id, student: row.userName }), PDF_MIME);
}
