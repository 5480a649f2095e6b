"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** Turns a valid session link into next-auth's cookie, then shows the landing. */
export function SessionSignIn({ sessionId }: { sessionId: string }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void signIn("portal-session", { sessionId, redirect: false }).then((result) => {
      if (cancelled) return;
      if (result?.ok && !result.error) router.refresh();
      else setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId, router]);
  return (
    <p role="status" className="text-gray-700">
      {failed ? "No se ha podido iniciar la sesión. Vuelve a abrir tu enlace de acceso." : "Entrando en el portal…"}
    </p>
  );
}
