import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/request-locale";
import { THEME_COLOR } from "@/lib/pwa/constants";

/** The web app manifest (/manifest.webmanifest): the portal on the phone's home screen, in the request's language. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const locale = await pageLocale();
  const shell = await getTranslations({ locale, namespace: "shell" });
  const t = await getTranslations({ locale, namespace: "push" });
  return {
    name: shell("portalName"),
    short_name: t("app.shortName"),
    description: shell("portalDescription"),
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: locale,
    dir: "ltr",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
