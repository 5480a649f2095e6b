import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";
import { formatIban, optionTexts } from "@/lib/enrollments/texts";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { discountRows } from "@/lib/enrollments/requests/summary";

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="rounded-md border border-gray-200 p-4">
      <h3 className="mb-2 font-semibold text-gray-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="text-gray-900">{value === "" || value === null ? "-" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A request read-only: the full enrolment view for type R, the extension view for type A. */
export function RequestView({ request: r }: { request: EnrollmentRequestRow }) {
  const t = useTranslations("enrollments");
  const locale = useLocale();
  const full = r.enrollmentType === "R";
  const total = r.courseDetails.reduce((sum, c) => sum + c.credits, 0);
  const texts = optionTexts(r, t);
  const authorizes = (yes: boolean) => t(yes ? "view.authorizes" : "view.notAuthorizes");
  return (
    <div className="flex flex-col gap-4">
      <Section
        title={t("view.request")}
        rows={[
          [t("fields.id"), r.id],
          [t("fields.enrollmentType"), t(`options.enrollmentType.${r.enrollmentType}`)],
          [t("fields.term"), r.enrollmentTerm?.name ?? "-"],
          [t("fields.created"), formatDateTime(r.created, locale)],
          [t("fields.student"), `${r.userName} (${r.userDni})`],
          [t("fields.processed"), t(r.isProcessed ? "list.processed" : "list.pending")],
          [t("fields.dedication"), texts.time],
          [t("fields.degree"), r.gradeName ?? r.grade],
          [t("fields.academicTerm"), r.termId],
        ]}
      />
      <section className="rounded-md border border-gray-200 p-4">
        <h3 className="mb-2 font-semibold text-gray-900">{t("fields.courses")}</h3>
        <ul className="list-inside list-disc">
          {r.courseDetails.map((c) => (
            <li key={c.courseId}>
              {t("view.courseLine", { name: c.courseName, id: c.courseId, credits: String(c.credits) })}
            </li>
          ))}
        </ul>
        <p className="mt-2 font-medium">{t("view.totalCredits", { total: String(total) })}</p>
      </section>
      {full && <Section title={t("view.discountsInsurance")} rows={discountRows(r, t)} />}
      <Section
        title={t("view.consentsPayment")}
        rows={[
          [t("fields.imageRights"), authorizes(r.imageAuthorization)],
          ...(full ? ([[t("view.dataTransfer"), authorizes(r.dataSAPI)]] as [string, ReactNode][]) : []),
          [t("fields.payment"), texts.payment],
          [
            t("fields.attachments"),
            r.files.length > 0 ? r.files.join(", ") : r.filesPending ? t("list.filesPending") : t("view.none"),
          ],
        ]}
      />
      {full && r.debtOption && (
        <Section
          title={t("fields.debtorData")}
          rows={[
            [t("fields.debtorType"), texts.debtOption],
            [t("fields.docType"), texts.debtDocType],
            [t("fields.document"), r.debtDNI],
            [t("fields.name"), r.debtName],
            [t("fields.address"), r.debtAddress],
            [t("fields.city"), r.debtCity],
            [t("fields.zipCode"), r.debtZipCode],
            [t("fields.state"), r.debtState],
            [t("fields.country"), r.debtCountry],
            [t("fields.iban"), r.debtIBAN ? formatIban(r.debtIBAN) : "-"],
            [t("fields.bic"), r.debtBIC],
          ]}
        />
      )}
    </div>
  );
}
