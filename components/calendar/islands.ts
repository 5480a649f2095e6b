"use client";

import dynamic from "next/dynamic";

// The calendar link card is a chunk of its own, so the pages that show it (exams, TFG defenses) stay
// within the first-load budget of scripts/bundle-budget.mjs.
export const CalendarSubscription = dynamic(() =>
  import("./calendar-subscription").then((m) => m.CalendarSubscription),
);
