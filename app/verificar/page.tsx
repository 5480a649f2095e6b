import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckFileForm, VerifyCodeForm } from "@/components/verification/islands";
import { uploadMaxBytes } from "@/lib/files/limits";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("verification.page"))("metaTitle") };
}

// /verificar — public: check a document by the code printed on it, or by the file itself
export default async function VerificationPage() {
  const t = await getTranslations("verification.page");
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-gray-700">{t("intro")}</p>
      </div>
      <section aria-labelledby="por-codigo" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="por-codigo" className="mb-4 text-lg font-semibold">
          {t("byCode")}
        </h2>
        <VerifyCodeForm />
      </section>
      <section aria-labelledby="por-archivo" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="por-archivo" className="mb-4 text-lg font-semibold">
          {t("byFile")}
        </h2>
        <CheckFileForm maxBytes={uploadMaxBytes()} />
      </section>
    </div>
  );
}
