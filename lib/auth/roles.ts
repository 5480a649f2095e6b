/** The portal's roles, as the specification names them. Importable from client code. */
export const ROLES = [
  "ROLE_STUDENT",
  "ROLE_INSTRUCTOR",
  "ROLE_COORD",
  "ROLE_SECR",
  "ROLE_ADMIN",
  "ROLE_GES_EXAM",
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_STUDENT: "Alumno",
  ROLE_INSTRUCTOR: "Profesor",
  ROLE_COORD: "Coordinador",
  ROLE_SECR: "Secretaría",
  ROLE_ADMIN: "Administrador",
  ROLE_GES_EXAM: "Gestor de exámenes",
};

// The role groups that access and transitions tables share, named once. The administrator belongs to
// every group that manages something.

/** University staff: instructors, coordinators, the secretariat and the administrator. */
export const STAFF = ["ROLE_INSTRUCTOR", "ROLE_COORD", "ROLE_SECR", "ROLE_ADMIN"] as const;

/** Students and staff: everyone but the exam managers. */
export const STUDENTS_AND_STAFF = ["ROLE_STUDENT", ...STAFF] as const;

/** The secretariat's work: secretaries and the administrator. */
export const SECRETARIAT = ["ROLE_SECR", "ROLE_ADMIN"] as const;

/** Exam management: exam managers and the administrator. */
export const EXAM_MANAGERS = ["ROLE_ADMIN", "ROLE_GES_EXAM"] as const;
