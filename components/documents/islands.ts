"use client";

import { loadLazily } from "@/components/ui/open-lazily";

// The page's client components, each fetched only where it is shown (see `loadLazily`).
export const DocumentTypesManager = loadLazily(() =>
  import("./document-types-manager").then((m) => m.DocumentTypesManager),
);
export const ReviewActions = loadLazily(() => import("./review-actions").then((m) => m.ReviewActions));
export const ReviewFilters = loadLazily(() => import("./review-filters").then((m) => m.ReviewFilters));
export const StudentDocuments = loadLazily(() => import("./student-documents").then((m) => m.StudentDocuments));
export const UploadDocumentForm = loadLazily(() => import("./upload-document-form").then((m) => m.UploadDocumentForm));
