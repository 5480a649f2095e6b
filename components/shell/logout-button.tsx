"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

export function LogoutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut({ callbackUrl: "/" });
      }}
      className="rounded px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/40 hover:bg-white/10 disabled:opacity-60"
    >
      Cerrar sesión
    </button>
  );
}
