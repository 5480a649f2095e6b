"use client";

import { useTranslations } from "next-intl";
import { signIn } from "next-auth/react";
import { useEffect, useState } from "react";

interface Props {
  sessionId: string;
  /** Set when the browser is signed in as somebody else: ask before switching users. */
  switchFrom?: { current: string; link: string };
}

/**
 * Turns a valid session link into next-auth's cookie (the link is spent), then replaces the page
 * with `/`, so the link stays neither in the address bar nor in the history nor in a Referer.
 */
export function SessionSignIn({ sessionId, switchFrom }: Props) {
  const t = useTranslations("shell.signIn");
  const [state, setState] = useState<"ask" | "signing" | "failed">(switchFrom ? "ask" : "signing");
  useEffect(() => {
    if (state !== "signing") return;
    let cancelled = false;
    void signIn("portal-session", { sessionId, redirect: false }).then((result) => {
      if (cancelled) return;
      // A full load, not the client router, whose request would name the link's route in its state headers.
      if (result?.ok && !result.error) window.location.replace("/");
      else setState("failed");
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId, state]);

  if (state === "ask" && switchFrom) {
    return (
      <div className="space-y-4">
        <p>
          {t.rich("switchQuestion", {
            current: switchFrom.current,
            link: switchFrom.link,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="rounded bg-blue-700 px-4 py-2 font-medium text-white focus-visible:ring-2"
            onClick={() => setState("signing")}
          >
            {t("enterAs", { name: switchFrom.link })}
          </button>
          <button
            type="button"
            className="rounded px-4 py-2 font-medium ring-1 ring-gray-300 focus-visible:ring-2"
            onClick={() => window.location.replace("/")}
          >
            {t("stayAs", { name: switchFrom.current })}
          </button>
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="text-gray-700">
      {state === "failed" ? t("failed") : t("entering")}
    </p>
  );
}
