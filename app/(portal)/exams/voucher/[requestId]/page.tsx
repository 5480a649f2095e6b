import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { VoucherCard } from "@/components/exams/voucher/voucher-card";
import { ForbiddenNotice } from "@/components/shell/message-page";
import { pageSession } from "@/components/shell/page-gate";
import { NotFoundError } from "@/lib/api/errors";
import { getDb } from "@/lib/database";
import { voucherOf } from "@/lib/exams/voucher/queries";
import { idParams } from "@/lib/validation/common";

/**
 * One 'Justificante de reserva', the student's own (anyone else's: 404). Rendered whole on the server,
 * with no client reads, so that the service worker's cached copy of this path and its QR opens offline.
 */
export default async function VoucherPage({ params }: { params: Promise<{ requestId: string }> }) {
  const session = await pageSession("exams");
  if (!session) return null;
  if (session.user.role !== "ROLE_STUDENT") return <ForbiddenNotice />;
  const parsed = idParams.safeParse({ id: (await params).requestId });
  if (!parsed.success) notFound();
  const voucher = await voucherOf(await getDb(), session.user, parsed.data.id).catch((err: unknown) => {
    if (err instanceof NotFoundError) notFound();
    throw err;
  });
  const t = await getTranslations("exams");
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t("voucher.title")}</h1>
      <VoucherCard voucher={voucher} full />
      <p className="text-sm text-gray-700">{t("voucher.qrCaption")}</p>
      <Link href="/exams" className="text-sm text-blue-800 underline">
        {t("voucher.back")}
      </Link>
    </div>
  );
}
