"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const DocumentTypesManager = dynamic(() =>
  import("./document-types-manager").then((m) => m.DocumentTypesManager),
);
export const ReviewFilters = dynamic(() => import("./review-filters").then((m) => m.ReviewFilters));
export const RejectDocumentForm = dynamic(() => import("./reject-document-form").then((m) => m.RejectDocumentForm));
export const UploadDocumentForm = dynamic(() => import("./upload-document-form").then((m) => m.UploadDocumentForm));
