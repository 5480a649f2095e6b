"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const EditEntryButton = dynamic(() => import("./edit-entry-button").then((m) => m.EditEntryButton));
export const NewEntryWizard = dynamic(() => import("./new-entry-wizard").then((m) => m.NewEntryWizard));
