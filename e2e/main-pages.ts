import type { DemoAccount } from "./fixtures";

/**
 * Every page of every role (null: a visitor without a session, and a page that does not exist), for the specs
 * that walk each page and its tabs: accessibility (axe) and orthography (words, ids, 320 px).
 */
export const MAIN_PAGES: [DemoAccount | null, string][] = [
  ["student", "/"],
  ["student", "/exams"],
  ["student", "/grades"],
  ["student", "/documental"],
  ["student", "/instances"],
  ["student", "/enrollments"],
  ["student", "/tfg"],
  ["student", "/mis-datos"],
  ["instructor", "/exams"],
  ["instructor", "/student-record"],
  ["instructor", "/student-record?user=demo-alumno"],
  ["instructor", "/tfg"],
  ["coordinator", "/exams"],
  ["coordinator", "/documental"],
  ["coordinator", "/interactions"],
  ["coordinator", "/instances"],
  ["coordinator", "/tfg"],
  ["secretary", "/student-record"],
  ["secretary", "/registry"],
  ["secretary", "/instances"],
  ["secretary", "/enrollments"],
  ["secretary", "/tfg"],
  ["admin", "/exams"],
  ["admin", "/registry"],
  ["admin", "/documental"],
  ["admin", "/notifications"],
  ["admin", "/instances"],
  ["admin", "/enrollments"],
  ["admin", "/tfg"],
  ["admin", "/curso-academico"],
  ["admin", "/privacy"],
  ["examManager", "/exams"],
  [null, "/verificar"],
  [null, "/accesibilidad"],
  [null, "/privacidad"],
  [null, "/pagina-que-no-existe"],
];
