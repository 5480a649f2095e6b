/** The role groups, client-safe; the roles themselves are the users table's enum (db/enums/roles.ts), their names the catalogue's (shell.roles). */

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
