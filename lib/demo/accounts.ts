import type { Role } from "@/db/enums/roles";

interface DemoAccount {
  externalId: string;
  role: Role;
  givenName: string;
  familyName: string;
  institutionalRoleId: "PAS" | "PDI" | "ALU";
}

/** The fixed accounts the README lists, one per role; other demo users are generated. */
export const DEMO_ACCOUNTS = [
  {
    externalId: "demo-alumno",
    role: "ROLE_STUDENT",
    givenName: "Lucía",
    familyName: "García Fernández",
    institutionalRoleId: "ALU",
  },
  {
    externalId: "demo-profesor",
    role: "ROLE_INSTRUCTOR",
    givenName: "Javier",
    familyName: "Martín Ruiz",
    institutionalRoleId: "PDI",
  },
  {
    externalId: "demo-coordinador",
    role: "ROLE_COORD",
    givenName: "Carmen",
    familyName: "López Sánchez",
    institutionalRoleId: "PDI",
  },
  {
    externalId: "demo-secretaria",
    role: "ROLE_SECR",
    givenName: "María José",
    familyName: "Pérez Gómez",
    institutionalRoleId: "PAS",
  },
  {
    externalId: "demo-admin",
    role: "ROLE_ADMIN",
    givenName: "Alberto",
    familyName: "Díaz Moreno",
    institutionalRoleId: "PAS",
  },
  {
    externalId: "demo-gestor-examenes",
    role: "ROLE_GES_EXAM",
    givenName: "Rocío",
    familyName: "Muñoz Navarro",
    institutionalRoleId: "PAS",
  },
] as const satisfies readonly DemoAccount[];

export type DemoAccountId = (typeof DEMO_ACCOUNTS)[number]["externalId"];

/** demo-alumno studies the first degree and demo-coordinador coordinates it. */
export const DEMO_STUDENT_DEGREE = "GII";

/** demo-alumno's courses: first-term ones graded, second-term ones partly graded behind a pending survey. */
export const DEMO_STUDENT_COURSES = ["GII-101", "GII-102", "GII-103", "GII-104", "GII-105", "GII-202"];

/** demo-profesor teaches three of demo-alumno's courses and one she does not take. */
export const DEMO_INSTRUCTOR_COURSES = ["GII-101", "GII-104", "GII-105", "GII-201"];
