"use client";

import dynamic from "next/dynamic";

// The page's client islands that bring zod and react-hook-form (or belong to one role): each is a chunk
// of its own, fetched only where it is rendered (and preloaded by the server's HTML then), so the
// route's first-load JS stays within the budget of scripts/bundle-budget.mjs.
export const AllocationsManager = dynamic(() => import("./allocations-manager").then((m) => m.AllocationsManager));
export const AreasManager = dynamic(() => import("./areas-manager").then((m) => m.AreasManager));
export const CourtsManager = dynamic(() => import("./courts-manager").then((m) => m.CourtsManager));
export const CreateRequestWizard = dynamic(() => import("./create-request-wizard").then((m) => m.CreateRequestWizard));
export const CsvExportButton = dynamic(() => import("./csv-export-button").then((m) => m.CsvExportButton));
export const CsvUpload = dynamic(() => import("./csv-upload").then((m) => m.CsvUpload));
export const DefenseActions = dynamic(() => import("./defense-actions").then((m) => m.DefenseActions));
export const DefenseFormButton = dynamic(() => import("./defense-form").then((m) => m.DefenseFormButton));
export const RequestFilters = dynamic(() => import("./request-filters").then((m) => m.RequestFilters));
export const RequestActions = dynamic(() => import("./request-actions").then((m) => m.RequestActions));
export const StudentAreaTab = dynamic(() => import("./student-area-tab").then((m) => m.StudentAreaTab));
export const TermsManager = dynamic(() => import("./terms-manager").then((m) => m.TermsManager));
export const ProposalPanel = dynamic(() => import("./proposal-panel").then((m) => m.ProposalPanel));
