import { platformAccess } from "@/lib/api/access";
import { calendarAccess } from "@/lib/calendar/access";
import { documentsAccess } from "@/lib/documents/access";
import { gradesAccess } from "@/lib/grades/access";
import { instancesAccess } from "@/lib/instances/access";
import { interactionsAccess } from "@/lib/interactions/access";
import { notificationsAccess } from "@/lib/notifications/access";
import { privacyAccess } from "@/lib/privacy/access";
import { enrollmentsAccess } from "@/lib/enrollments/access";
import { examsAccess } from "@/lib/exams/access";
import { registryAccess } from "@/lib/registry/access";
import { sessionsAccess } from "@/lib/sessions/access";
import { studentRecordAccess } from "@/lib/student-record/access";
import { tfgAccess } from "@/lib/tfg/access";
import { verificationAccess } from "@/lib/verification/access";
import type { Role } from "./roles";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint: the roles allowed, or `{ public }` with the reason it needs no portal session. */
export type Access = readonly Role[] | { readonly public: string };

/** `"METHOD /public/path/{param}"` → access, e.g. `"POST /exams-api/requests": ["ROLE_STUDENT"]`. */
export type AccessTable = Readonly<Record<`${HttpMethod} /${string}`, Access>>;

/**
 * The one access policy: every endpoint of the portal, by its public method and path. Each module
 * keeps its rows in `lib/<module>/access.ts`; route handlers declare the same roles in `endpoint()`,
 * and the authorization test fails when the two differ, so a policy change is a reviewed diff here.
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
};
