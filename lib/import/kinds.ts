import type { KindSpec } from "./kind-spec";
import { academicYearsKind, type AcademicYearRow } from "./kinds/academic-years";
import { courseMembersKind, type CourseMemberRow } from "./kinds/course-members";
import { coursesKind, type CourseRow } from "./kinds/courses";
import { degreesKind, type DegreeRow } from "./kinds/degrees";
import { gradesKind, type GradeRow } from "./kinds/grades";
import { institutionalRolesKind, type InstitutionalRoleRow } from "./kinds/institutional-roles";
import { usersKind, type UserRow } from "./kinds/users";
import { venuesKind, type VenueRow } from "./kinds/venues";

/** The row type of each importable kind, keyed by the name used on the command line. */
export interface KindRows {
  "institutional-roles": InstitutionalRoleRow;
  users: UserRow;
  "academic-years": AcademicYearRow;
  degrees: DegreeRow;
  courses: CourseRow;
  "course-members": CourseMemberRow;
  grades: GradeRow;
  venues: VenueRow;
}

export type ImportKind = keyof KindRows;

/** In dependency order: a kind only references kinds listed before it. */
export const kindSpecs: { [K in ImportKind]: KindSpec<KindRows[K]> } = {
  "institutional-roles": institutionalRolesKind,
  users: usersKind,
  "academic-years": academicYearsKind,
  degrees: degreesKind,
  courses: coursesKind,
  "course-members": courseMembersKind,
  grades: gradesKind,
  venues: venuesKind,
};

export const IMPORT_KINDS = Object.keys(kindSpecs) as ImportKind[];

export const isImportKind = (value: string): value is ImportKind => (IMPORT_KINDS as string[]).includes(value);
