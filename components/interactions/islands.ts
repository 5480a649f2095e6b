"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const InteractionActions = loadLazily(() => import("./interaction-actions").then((m) => m.InteractionActions));
export const NewInteractionWizard = loadLazily(() =>
  import("./new-interaction-wizard").then((m) => m.NewInteractionWizard),
);
