import type { Role } from "@/db/enums/roles";

/**
 * The one role → services table (seed 000 §6). The navigation and the landing show the services
 * `inMenu`; module layouts gate their pages with the same `roles`.
 */
export const SERVICES = {
  exams: {
    label: "Exámenes",
    href: "/exams",
    inMenu: true,
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_ADMIN", "ROLE_COORD", "ROLE_GES_EXAM"],
  },
  studentRecord: {
    label: "Ficha de alumno",
    href: "/student-record",
    inMenu: true,
    roles: ["ROLE_INSTRUCTOR", "ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"],
  },
  grades: { label: "Notas", href: "/grades", inMenu: true, roles: ["ROLE_STUDENT"] },
  registry: { label: "Libro de registro", href: "/registry", inMenu: true, roles: ["ROLE_SECR", "ROLE_ADMIN"] },
  notifications: { label: "Notificaciones", href: "/notifications", inMenu: true, roles: ["ROLE_ADMIN"] },
  documental: {
    label: "Gestor documental",
    href: "/documental",
    inMenu: true,
    roles: ["ROLE_STUDENT", "ROLE_ADMIN", "ROLE_COORD"],
  },
  instances: {
    label: "Instancias",
    href: "/instances",
    inMenu: true,
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"],
  },
  tfg: {
    label: "TFG/TFM",
    href: "/tfg",
    inMenu: true,
    roles: ["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_SECR", "ROLE_ADMIN", "ROLE_COORD"],
  },
  enrollments: {
    label: "Matrículas",
    href: "/enrollments",
    inMenu: true,
    roles: ["ROLE_STUDENT", "ROLE_SECR", "ROLE_ADMIN"],
  },
  // Not in the specification's menu: reached from the student file and by its address.
  interactions: {
    label: "Interacciones",
    href: "/interactions",
    inMenu: false,
    roles: ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"],
  },
  myData: { label: "Mis datos", href: "/mis-datos", inMenu: true, roles: ["ROLE_STUDENT"] },
  // Not in the specification's menu: the admins' data-protection screen, reached by its address.
  privacy: { label: "Protección de datos", href: "/privacy", inMenu: false, roles: ["ROLE_ADMIN"] },
} as const satisfies Record<string, { label: string; href: string; inMenu: boolean; roles: readonly Role[] }>;

export type ServiceKey = keyof typeof SERVICES;

/** The order in which the specification lists a role's services. */
const MENU_ORDER: Record<Role, ServiceKey[]> = {
  ROLE_STUDENT: ["exams", "grades", "documental", "instances", "tfg", "enrollments", "myData"],
  ROLE_INSTRUCTOR: ["exams", "studentRecord", "tfg"],
  ROLE_SECR: ["studentRecord", "registry", "instances", "tfg", "enrollments"],
  ROLE_ADMIN: ["exams", "studentRecord", "registry", "notifications", "documental", "instances", "tfg", "enrollments"],
  ROLE_COORD: ["exams", "studentRecord", "documental", "instances", "tfg"],
  ROLE_GES_EXAM: ["exams"],
};

export function menuFor(role: Role) {
  return MENU_ORDER[role].map((key) => ({ key, ...SERVICES[key] }));
}

export function canUseService(role: Role, service: ServiceKey): boolean {
  return (SERVICES[service].roles as readonly Role[]).includes(role);
}
