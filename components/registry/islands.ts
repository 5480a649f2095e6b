"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const EditEntryButton = loadLazily(() => import("./edit-entry-button").then((m) => m.EditEntryButton));
export const NewEntryWizard = loadLazily(() => import("./new-entry-wizard").then((m) => m.NewEntryWizard));
export const RegistryFilters = loadLazily(() => import("./registry-filters").then((m) => m.RegistryFilters));
