import type { ReactNode } from "react";
import type { Role } from "@/db/enums/roles";
import { CoordinatorView } from "./coordinator-view";
import { InstructorView } from "./instructor-view";
import { StudentView } from "./student-view";
import { SupportView } from "./support-view";
import type { ViewProps } from "./view-props";

export type { SearchParams } from "./view-props";

/**
 * The view of /exams for each role (seed 001 §2), one server component each that loads its own
 * reads and shows its own error state; a role not here is told it may not see the page.
 */
export const ROLE_VIEWS: Partial<Record<Role, (props: ViewProps) => Promise<ReactNode>>> = {
  ROLE_STUDENT: StudentView,
  ROLE_INSTRUCTOR: InstructorView,
  ROLE_COORD: CoordinatorView,
  ROLE_ADMIN: SupportView,
  ROLE_GES_EXAM: SupportView,
};
