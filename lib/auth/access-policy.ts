import { academicYearAccess } from "@/lib/academic-year/access";
import { platformAccess } from "@/lib/api/access";
import { calendarAccess } from "@/lib/calendar/access";
import { documentsAccess } from "@/lib/documents/access";
import { gradesAccess } from "@/lib/grades/access";
import { instancesAccess } from "@/lib/instances/access";
import { interactionsAccess } from "@/lib/interactions/access";
import { notificationsAccess } from "@/lib/notifications/access";
import { privacyAccess } from "@/lib/privacy/access";
import { pushAccess } from "@/lib/push/access";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { examsAccess } from "@/lib/exams/access";
import { registryAccess } from "@/lib/registry/access";
import { sessionsAccess } from "@/lib/sessions/access";
import { studentRecordAccess } from "@/lib/student-record/access";
import { tfgAccess } from "@/lib/tfg/access";
import { verificationAccess } from "@/lib/verification/access";
import type { AccessTable } from "./access-types";

/**
 * The whole access policy: every endpoint of the portal, by its public method and path. Each module
 * keeps its rows in `lib/<module>/access.ts`, and each route handler binds its own row by key
 * (`endpoint(tfgAccess, "GET /tfg-api/areas", …)`), so a policy change is a reviewed diff in one table.
 * The authorization and OpenAPI tests check the route files against this composition (every route
 * binds its own row, every row has a route).
 */
export const ACCESS_POLICY: AccessTable = {
  ...platformAccess,
  ...sessionsAccess,
  ...gradesAccess,
  ...documentsAccess,
  ...studentRecordAccess,
  ...interactionsAccess,
  ...registryAccess,
  ...notificationsAccess,
  ...verificationAccess,
  ...instancesAccess,
  ...enrollmentsAccess,
  ...tfgAccess,
  ...examsAccess,
  ...calendarAccess,
  ...privacyAccess,
  ...academicYearAccess,
  ...pushAccess,
};
