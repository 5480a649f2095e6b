import { VOUCHER_CACHES } from "@/lib/pwa/constants";

/** Empties the service worker's caches of the person's vouchers, the only personal data it keeps. */
async function forgetVouchers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(VOUCHER_CACHES.map((name) => caches.delete(name)));
}

/**
 * next-auth's own sign-out protocol (a CSRF token, then a form POST), without shipping its client
 * library to every page of the shell; first the vouchers kept for offline use are forgotten.
 */
export async function signOut(): Promise<void> {
  await forgetVouchers();
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
}
