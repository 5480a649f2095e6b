// GET /privacy-api/me/export — 'Descargar mis datos': the student's own data as one zip, streamed
import { endpoint } from "@/lib/api/endpoint";
import { privacyAccess } from "@/lib/privacy/access";
import { personalDataDownload } from "@/lib/privacy/export/download";

export const GET = endpoint(privacyAccess, "GET /privacy-api/me/export", async ({ db, user, locale }) =>
  personalDataDownload(db, { id: user.id, externalId: user.externalId }, user, locale),
);
