/**
 * Public API prefixes and the module (lib/<module>) each belongs to. A service's route handlers live
 * at their public path, app/<prefix>; a module adds its line here when it adds them.
 * @type {{ prefix: string, module: string }[]}
 */
export const apiServices = [
  { prefix: "tfg-api", module: "tfg" },
  { prefix: "grades-api", module: "grades" },
  { prefix: "documents-api", module: "documents" },
  { prefix: "registry-api", module: "registry" },
  { prefix: "notifications-api", module: "notifications" },
  { prefix: "interactions-api", module: "interactions" },
  { prefix: "student-record-api", module: "student-record" },
  { prefix: "instances-api", module: "instances" },
  { prefix: "verification-api", module: "verification" },
  { prefix: "enrollments-api", module: "enrollments" },
  { prefix: "exams-api", module: "exams" },
  { prefix: "calendar-api", module: "calendar" },
  { prefix: "privacy-api", module: "privacy" },
  { prefix: "academic-year-api", module: "academic-year" },
  { prefix: "push-api", module: "push" },
];

/** Paths the specification lists outside any `-api` prefix. */
export const extraApiRewrites = [
  // Proceedings upload (grades module): the specification gives it without the service prefix.
  { source: "/proceeding/:course/:user", destination: "/grades-api/proceeding/:course/:user" },
  // Prometheus scrapes /metrics by convention (lib/ops).
  { source: "/metrics", destination: "/api/metrics" },
];
