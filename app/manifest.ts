import type { MetadataRoute } from "next";
import { THEME_COLOR } from "@/lib/pwa/constants";

/** The web app manifest (/manifest.webmanifest): the portal on the phone's home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Portal de servicios",
    short_name: "Portal",
    description: "Portal de servicios de la universidad",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "es",
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
