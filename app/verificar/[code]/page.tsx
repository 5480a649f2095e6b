import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { VerifiedDocumentFacts } from "@/components/verification/verified-document";
import { getDb } from "@/lib/database";
import { ApiError, TooManyRequestsError } from "@/lib/api/errors";
import { pageLocale } from "@/lib/i18n/request-locale";
import { translate } from "@/lib/i18n/translate";
import { clientAddress } from "@/lib/api/client-address";
import { verificationApi, type VerifiedDocument } from "@/lib/verification/client";
import { verifyCode } from "@/lib/verification/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("verification.page"))("metaTitle") };
}

async function messageOf(err: ApiError): Promise<string> {
  if (typeof err.text !== "string") return translate(await pageLocale(), err.text);
  if (err instanceof TooManyRequestsError) return (await getTranslations("verification.errors"))("rateLimited");
  return err.text;
}

async function verdict(code: string): Promise<{ document: VerifiedDocument } | { message: string }> {
  try {
    return { document: await verifyCode(await getDb(), code, clientAddress(await headers())) };
  } catch (err) {
    // Unknown code (404) or too many lookups (429): the service's message, in the visitor's language, is the page.
    if (err instanceof ApiError) return { message: await messageOf(err) };
    throw err;
  }
}

// /verificar/{code} — public: what the portal issued under this code, and the original to download
export default async function VerifiedDocumentPage({ params }: { params: Promise<{ code: string }> }) {
  const result = await verdict((await params).code);
  const t = await getTranslations("verification");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t("page.title")}</h1>
      {"document" in result ? (
        <section aria-labelledby="resultado" className="rounded-lg border border-green-300 bg-green-50 p-6">
          <h2 id="resultado" className="mb-4 text-lg font-semibold text-green-900">
            {t("result.authentic")}
          </h2>
          <VerifiedDocumentFacts document={result.document} />
          <a
            href={verificationApi.original(result.document.code)}
            className="mt-4 inline-block font-medium text-blue-700 underline"
            download
          >
            {t("result.download")}
          </a>
        </section>
      ) : (
        <p className="rounded-lg border border-red-300 bg-red-50 p-6 font-semibold text-red-900">{result.message}</p>
      )}
      <Link href="/verificar" className="text-blue-700 underline">
        {t("result.another")}
      </Link>
    </div>
  );
}
