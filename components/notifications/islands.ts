"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const NotificationsAdmin = dynamic(() => import("./notifications-admin").then((m) => m.NotificationsAdmin));
export const TemplatesTab = dynamic(() => import("./templates-tab").then((m) => m.TemplatesTab));
