"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

export interface SsoButton {
  protocol: "oidc" | "saml";
  label: string;
}

const BUTTON =
  "w-full rounded bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";

/** One button per configured protocol: OpenID Connect through next-auth's client, SAML through the portal's login route. */
export function SsoButtons({ buttons }: { buttons: SsoButton[] }) {
  const [leaving, setLeaving] = useState(false);
  const go = (protocol: SsoButton["protocol"]) => {
    setLeaving(true);
    if (protocol === "oidc") void signIn("oidc", { callbackUrl: "/" });
    // A full load of the API route, which redirects to the IdP: not a form (the page's CSP `form-action 'self'`
    // also covers the redirect), not the router (it is no page).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    else window.location.assign("/api/auth/saml/login");
  };
  return (
    <ul className="mx-auto mt-2 flex max-w-sm flex-col gap-3">
      {buttons.map((b) => (
        <li key={b.protocol}>
          <button type="button" className={BUTTON} disabled={leaving} onClick={() => go(b.protocol)}>
            {b.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
