"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

// next-auth's own sign-out protocol (a CSRF token, then a form POST), without shipping its client
// library to every page of the shell.
async function signOut(): Promise<void> {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
}

export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut().then(() => {
          router.push("/");
          router.refresh();
        });
      }}
      className="rounded px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 disabled:opacity-60"
    >
      Cerrar sesión
    </button>
  );
}
