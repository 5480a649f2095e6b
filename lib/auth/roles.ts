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
