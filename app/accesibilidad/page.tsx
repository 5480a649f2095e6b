import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { KNOWN_EXCEPTIONS, STATEMENT_DATE } from "@/components/legal/accessibility-statement";
import { LazyFeedbackForm } from "@/components/legal/lazy-feedback-form";
import { PublicPage } from "@/components/legal/public-page";
import { env } from "@/lib/config";

export async function generateMetadata(): Promise<Metadata> {
  const [t, shell] = await Promise.all([getTranslations("legal"), getTranslations("shell")]);
  return { title: t("pageTitle", { page: t("accessibility.title"), portal: shell("portalName") }) };
}

// The accessibility statement of RD 1112/2018 (art. 15 and its model), public, with its feedback channel.
export default async function AccessibilityPage() {
  const t = await getTranslations("legal");
  return (
    <PublicPage>
      <h1 className="text-2xl font-semibold">{t("accessibility.title")}</h1>
      <p>{t("accessibility.intro", { controller: env("PRIVACY_CONTROLLER") })}</p>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("accessibility.compliance.title")}</h2>
        <p>
          {t.rich("accessibility.compliance.text", {
            conformity: t("accessibility.conformity"),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("accessibility.exceptions.title")}</h2>
        <ul className="list-disc space-y-1 pl-6">
          {KNOWN_EXCEPTIONS.map((key) => (
            <li key={key}>{t(`accessibility.exceptions.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("accessibility.preparation.title")}</h2>
        <p>{t("accessibility.preparation.text", { date: STATEMENT_DATE })}</p>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{t("accessibility.contact.title")}</h2>
        <p>{t("accessibility.contact.text", { unit: env("ACCESSIBILITY_UNIT") })}</p>
        <ClientMessages namespaces={["legal"]}>
          <LazyFeedbackForm />
        </ClientMessages>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("accessibility.enforcement.title")}</h2>
        <p>{t("accessibility.enforcement.text")}</p>
      </section>
    </PublicPage>
  );
}
