/** The portal's roles, as the specification names them (the users table's enum). Importable from client code. */
export const ROLES = [
  "ROLE_STUDENT",
  "ROLE_INSTRUCTOR",
  "ROLE_COORD",
  "ROLE_SECR",
  "ROLE_ADMIN",
  "ROLE_GES_EXAM",
] as const;

export type Role = (typeof ROLES)[number];
