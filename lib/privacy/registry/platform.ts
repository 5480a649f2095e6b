import { auditLog, backgroundJobs, calendarFeeds, pushSubscriptions, rateLimits, sessions, users } from "@/db/schema";
import { declare } from "./declare";
import { PERIODS } from "./holds";

export const platformPersonalData = [
  ...declare("identity", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: users,
    description: "users",
    people: { subject: users.id },
    columns: [
      users.externalId,
      users.dni,
      users.givenName,
      users.familyName,
      users.email,
      users.mobilePhone,
      users.homePhone,
      users.address,
      users.city,
      users.state,
      users.zipCode,
      users.searchExternalId,
      users.searchGivenName,
      users.searchFamilyName,
      users.searchEmail,
    ],
  }),
  ...declare("sessions", {
    legalBasis: "publicTask",
    retention: "sessions",
    retentionKind: "sessions",
  })({
    table: sessions,
    description: "sessions",
    people: { subject: sessions.userId },
  }),
  ...declare("activity", {
    legalBasis: "legalObligation",
    retention: "auditLog",
    retentionKind: "auditLog",
  })({
    table: auditLog,
    description: "auditLog",
    people: { actor: auditLog.userExternalId },
    columns: [auditLog.path, auditLog.targetId],
  }),
  ...declare("rateLimits", {
    legalBasis: "publicTask",
    retention: "rateLimits",
    retentionKind: "rateLimits",
  })({
    table: rateLimits,
    description: "rateLimits",
    columns: [rateLimits.key],
  }),
  ...declare("jobs", {
    legalBasis: "publicTask",
    retention: "jobFiles",
    retentionKind: "jobFiles",
  })({
    table: backgroundJobs,
    description: "backgroundJobs",
    people: { subject: backgroundJobs.ownerUserId },
    columns: [backgroundJobs.params, backgroundJobs.fileId],
  }),
  ...declare("calendar", { legalBasis: "publicTask", retention: PERIODS.relationship })({
    table: calendarFeeds,
    description: "calendarFeeds",
    people: { subject: calendarFeeds.userId },
  }),
  ...declare("push", {
    legalBasis: "consent",
    retention: "pushDevices",
  })({
    table: pushSubscriptions,
    description: "pushSubscriptions",
    people: { subject: pushSubscriptions.userId },
    columns: [pushSubscriptions.endpoint, pushSubscriptions.p256dh, pushSubscriptions.auth, pushSubscriptions.device],
  }),
];
