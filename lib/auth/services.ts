import { ROLES, type Role } from "@/db/enums/roles";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { EXAM_MANAGERS, SECRETARIAT, STAFF, STUDENTS_AND_STAFF } from "./roles";

/** A service of the menu: its page, the roles that use it, and whether the menu shows it (its name: shell.serviceNames). */
const service = (href: string, roles: readonly Role[], { inMenu } = { inMenu: true }) => ({
  href,
  inMenu,
  roles,
});

/**
 * The one role → services table (seed 000 §6). The navigation and the landing show the services
 * `inMenu`; module layouts gate their pages with the same `roles`.
 */
export const SERVICES = {
  exams: service("/exams", ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS]),
  studentRecord: service("/student-record", STAFF),
  grades: service("/grades", ["ROLE_STUDENT"]),
  registry: service("/registry", SECRETARIAT),
  notifications: service("/notifications", ["ROLE_ADMIN"]),
  documental: service("/documental", ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_COORD"]),
  instances: service("/instances", ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"]),
  tfg: service("/tfg", STUDENTS_AND_STAFF),
  enrollments: service("/enrollments", ["ROLE_STUDENT", ...SECRETARIAT]),
  // Not in the specification's menu: reached from the student file and by its address.
  interactions: service("/interactions", STAFF, { inMenu: false }),
  myData: service("/mis-datos", ["ROLE_STUDENT"]),
  privacy: service("/privacy", ["ROLE_ADMIN"]),
  academicYear: service("/curso-academico", ["ROLE_ADMIN"]),
  // Issue 40: notices on the phone, for everyone; e-mail stays the default.
  notices: service("/avisos", ROLES),
};

export type ServiceKey = keyof typeof SERVICES;

/** The order in which the specification lists a role's services. */
const MENU_ORDER: Record<Role, ServiceKey[]> = {
  ROLE_STUDENT: ["exams", "grades", "documental", "instances", "tfg", "enrollments", "myData", "notices"],
  ROLE_INSTRUCTOR: ["exams", "studentRecord", "tfg", "notices"],
  ROLE_SECR: ["studentRecord", "registry", "instances", "tfg", "enrollments", "notices"],
  ROLE_ADMIN: [
    "exams",
    "studentRecord",
    "registry",
    "notifications",
    "documental",
    "instances",
    "tfg",
    "enrollments",
    "academicYear",
    "privacy",
    "notices",
  ],
  ROLE_COORD: ["exams", "studentRecord", "documental", "instances", "tfg", "notices"],
  ROLE_GES_EXAM: ["exams", "notices"],
};

/** The name of a service in the menu and on the landing, in `locale`. */
export const serviceName = (key: ServiceKey, locale: Locale) => translate(locale, msg(`shell.serviceNames.${key}`));

export function menuFor(role: Role, locale: Locale = "es") {
  return MENU_ORDER[role].map((key) => ({ key, ...SERVICES[key], label: serviceName(key, locale) }));
}

export function canUseService(role: Role, service: ServiceKey): boolean {
  return SERVICES[service].roles.includes(role);
}
