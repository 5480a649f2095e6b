"use client";

import dynamic from "next/dynamic";

// The sign-in buttons bring next-auth's client: a chunk of their own, fetched only where an identity
// provider is configured, so the front page's first-load JS stays within the budget.
export const SsoButtons = dynamic(() => import("./sso-buttons").then((m) => m.SsoButtons));
