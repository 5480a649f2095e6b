import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/dates";
import { examsPaths } from "@/lib/exams/client";
import type { Voucher } from "@/lib/exams/voucher/schemas";

/**
 * 'Justificante de reserva' of one booked exam: the exam, date, venue and the QR of its booking code; once
 * checked in, 'Asistencia registrada' and the certificate. No client code: the page that shows it alone
 * (`/exams/voucher/{id}`) opens offline from the service worker's cache with its QR image.
 */
export function VoucherCard({ voucher, full = false }: { voucher: Voucher; full?: boolean }) {
  const t = useTranslations("exams");
  const locale = useLocale();
  const title = t("voucher.cardTitle", { course: voucher.courseName, option: voucher.option });
  return (
    <article
      aria-label={t("voucher.cardLabel", { title })}
      className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {full ? <h2 className="font-semibold">{title}</h2> : <h3 className="font-semibold">{title}</h3>}
        {voucher.attendance && <Badge tone="green">{t("voucher.attendanceRecorded")}</Badge>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t("voucher.date")}</dt>
        <dd>{formatDateTime(voucher.startsAt, locale)}</dd>
        <dt className="font-medium">{t("voucher.venue")}</dt>
        <dd>{voucher.venueName}</dd>
      </dl>
      {/* eslint-disable-next-line @next/next/no-img-element -- the API's PNG, cached as it is for offline use */}
      <img
        src={examsPaths.voucherQr(voucher.id)}
        alt={t("voucher.qrAlt", { title })}
        width={full ? 280 : 160}
        height={full ? 280 : 160}
        className="self-center"
      />
      {voucher.attendance && voucher.arrivedAt && (
        <p className="text-sm">{t("voucher.arrivedAt", { dateTime: formatDateTime(voucher.arrivedAt, locale) })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!full && (
          <Link
            href={`/exams/voucher/${voucher.id}`}
            className={buttonClasses("primary", "sm")}
            aria-label={t("voucher.viewLabel", { title })}
          >
            {t("voucher.view")}
          </Link>
        )}
        <a href={examsPaths.voucherPdf(voucher.id)} download className={buttonClasses("secondary", "sm")}>
          {t("voucher.downloadPdf")}
        </a>
        {voucher.attendance && (
          <a href={examsPaths.attendanceCertificate(voucher.id)} download className={buttonClasses("secondary", "sm")}>
            {t("voucher.downloadCertificate")}
          </a>
        )}
      </div>
    </article>
  );
}

/** The student's vouchers on their 'Exámenes', one card each; nothing when they have booked no exam at a venue. */
export function VoucherCards({ vouchers }: { vouchers: Voucher[] }) {
  const t = useTranslations("exams");
  if (vouchers.length === 0) return null;
  return (
    <section aria-labelledby="justificantes" className="flex flex-col gap-3">
      <h2 id="justificantes" className="text-lg font-semibold">
        {t("voucher.listTitle")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {vouchers.map((voucher) => (
          <VoucherCard key={voucher.id} voucher={voucher} />
        ))}
      </div>
    </section>
  );
}
