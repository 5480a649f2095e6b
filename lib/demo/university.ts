import type { KindRows } from "@/lib/import/kinds";
import { ACADEMIC_YEARS, COURSES, DEGREES, INSTITUTIONAL_ROLES, VENUES } from "./catalog";
import { buildEnrolments } from "./enrolments";
import { buildPeople } from "./people";
import { createRng } from "./prng";

/** Every demo row, keyed by import kind. */
export type DemoUniversity = { [K in keyof KindRows]: KindRows[K][] };

const SEED = 20252026;

/** The demo university as import rows; the same on every call. */
export function buildDemoUniversity(): DemoUniversity {
  const rng = createRng(SEED);
  const people = buildPeople(rng);
  const { courseMembers, grades } = buildEnrolments(rng, people);
  return {
    "institutional-roles": INSTITUTIONAL_ROLES,
    users: people.users,
    "academic-years": ACADEMIC_YEARS,
    degrees: DEGREES,
    courses: COURSES,
    "course-members": courseMembers,
    grades,
    venues: VENUES,
  };
}
