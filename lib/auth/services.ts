import { ROLES, type Role } from "@/db/enums/roles";
import { EXAM_MANAGERS, SECRETARIAT, STAFF, STUDENTS_AND_STAFF } from "./roles";

/** A service of the menu: its label, its page, the roles that use it, and whether the menu shows it. */
const service = (label: string, href: string, roles: readonly Role[], { inMenu } = { inMenu: true }) => ({
  label,
  href,
  inMenu,
  roles,
});

/**
 * The one role → services table (seed 000 §6). The navigation and the landing show the services
 * `inMenu`; module layouts gate their pages with the same `roles`.
 */
export const SERVICES = {
  exams: service("Exámenes", "/exams", ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD", ...EXAM_MANAGERS]),
  studentRecord: service("Ficha de alumno", "/student-record", STAFF),
  grades: service("Notas", "/grades", ["ROLE_STUDENT"]),
  registry: service("Libro de registro", "/registry", SECRETARIAT),
  notifications: service("Notificaciones", "/notifications", ["ROLE_ADMIN"]),
  documental: service("Gestor documental", "/documental", ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_COORD"]),
  instances: service("Instancias", "/instances", ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"]),
  tfg: service("TFG/TFM", "/tfg", STUDENTS_AND_STAFF),
  enrollments: service("Matrículas", "/enrollments", ["ROLE_STUDENT", ...SECRETARIAT]),
  // Not in the specification's menu: reached from the student file and by its address.
  interactions: service("Interacciones", "/interactions", STAFF, { inMenu: false }),
  myData: service("Mis datos", "/mis-datos", ["ROLE_STUDENT"]),
  privacy: service("Protección de datos", "/privacy", ["ROLE_ADMIN"]),
  academicYear: service("Curso académico", "/curso-academico", ["ROLE_ADMIN"]),
  // Issue 40: notices on the phone, for everyone; e-mail stays the default.
  notices: service("Avisos", "/avisos", ROLES),
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

export function menuFor(role: Role) {
  return MENU_ORDER[role].map((key) => ({ key, ...SERVICES[key] }));
}

export function canUseService(role: Role, service: ServiceKey): boolean {
  return SERVICES[service].roles.includes(role);
}
