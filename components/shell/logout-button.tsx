"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signOut } from "@/lib/client/sign-out";

export function LogoutButton() {
  const t = useTranslations("shell");
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
      {t("logout")}
    </button>
  );
}
