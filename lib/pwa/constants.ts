// What the service worker (lib/pwa/sw.ts), the pages and the tests share; client-safe, no imports.

/** Where the worker is served (public/, written by scripts/build.mjs); its scope is the whole portal. */
export const SERVICE_WORKER_URL = "/sw.js";

/** The page shown for a page that cannot be loaded without a connection. */
export const OFFLINE_URL = "/sin-conexion";

/** The theme colour of the installed app: the brand's 700 of tailwind.config.ts, the top bar's colour. */
export const THEME_COLOR = "#1e40af";

/** The only pages kept for offline use: a student's exam vouchers. */
export const VOUCHER_PAGE = /^\/exams\/voucher\/[^/]+\/?$/;
/** And their QR images. */
export const VOUCHER_QR = /^\/exams-api\/requests\/[^/]+\/voucher\/qr\/?$/;

/** The QR image a voucher page shows: the page is kept only when it holds it (see lib/pwa/sw.ts). */
export const voucherQrPath = (requestId: string) => `/exams-api/requests/${requestId}/voucher/qr`;

/** The caches that hold personal data; 'Cerrar sesión' empties them (from the page: Cache Storage is the origin's). */
export const VOUCHER_CACHES = ["vouchers-pages", "vouchers-qr"] as const;
