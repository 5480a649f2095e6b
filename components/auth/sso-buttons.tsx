"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

export interface SsoButton {
  protocol: "oidc" | "saml";
  label: string;
}

const BUTTON =
  "w-full rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";

/**
 * One button per configured protocol: OpenID Connect through next-auth's client (it needs its CSRF token),
 * SAML as a plain form to the portal's login route, which redirects to the IdP.
 */
export function SsoButtons({ buttons }: { buttons: SsoButton[] }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <ul className="mx-auto mt-2 flex max-w-sm flex-col gap-3">
      {buttons.map((b) => (
        <li key={b.protocol}>
          {b.protocol === "oidc" ? (
            <button
              type="button"
              className={BUTTON}
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signIn("oidc", { callbackUrl: "/" });
              }}
            >
              {b.label}
            </button>
          ) : (
            <form method="get" action="/api/auth/saml/login" onSubmit={() => setLeaving(true)}>
              <button type="submit" className={BUTTON} disabled={leaving}>
                {b.label}
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
