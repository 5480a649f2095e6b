import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PublicPage } from "@/components/legal/public-page";
import { env } from "@/lib/config";
import { pageLocale } from "@/lib/i18n/request-locale";
import { personalDataRegistry } from "@/lib/privacy/registry";
import { LEGAL_BASES } from "@/lib/privacy/registry/types";

export async function generateMetadata(): Promise<Metadata> {
  const [t, shell] = await Promise.all([getTranslations("legal"), getTranslations("shell")]);
  return { title: t("pageTitle", { page: t("privacy.title"), portal: shell("portalName") }) };
}

// The legal bases the registry declares, each once, in the order of LEGAL_BASES.
const bases = LEGAL_BASES.filter((basis) => personalDataRegistry.some((d) => d.legalBasis === basis));

// The privacy notice (arts. 13 and 14 RGPD): controller, DPO and purposes from the configuration.
export default async function PrivacyNoticePage() {
  const [t, privacy, locale] = await Promise.all([getTranslations("legal"), getTranslations("privacy"), pageLocale()]);
  const purposes = env("PRIVACY_PURPOSES")
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    // Each purpose is an item of its own: it starts with a capital, however the setting lists them.
    .map((p) => p.charAt(0).toLocaleUpperCase(locale) + p.slice(1));
  return (
    <PublicPage>
      <h1 className="text-2xl font-semibold">{t("privacy.title")}</h1>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.controller")}</h2>
        <p>{env("PRIVACY_CONTROLLER")}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.dpo.title")}</h2>
        <p>{t("privacy.dpo.text", { contact: env("PRIVACY_DPO_CONTACT") })}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.purposes")}</h2>
        <ul className="list-disc space-y-1 pl-6">
          {purposes.map((purpose) => (
            <li key={purpose}>{t("privacy.item", { text: purpose })}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.bases")}</h2>
        <ul className="list-disc space-y-1 pl-6">
          {bases.map((basis) => (
            <li key={basis}>{t("privacy.item", { text: privacy(`registry.legalBases.${basis}`) })}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.retention.title")}</h2>
        <p>{t("privacy.retention.text")}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">{t("privacy.rights.title")}</h2>
        <p>{t("privacy.rights.text")}</p>
      </section>
    </PublicPage>
  );
}
