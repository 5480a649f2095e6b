import { z } from "@/lib/validation/z";
import { blankToUndefined } from "../schemas";

export const COURSES_CSV_MISSING = "No se ha adjuntado ningún fichero CSV";

/** The capacities of the year named (its externalId, `academicYearId` as the specification calls it), the active one by default. */
export const capacityYearQuery = z.object({
  academicYearId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

export const degreeCoursesQuery = capacityYearQuery.extend({
  available: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
});

/** The academic year whose capacities a screen shows or an upload writes by default. */
export interface CapacityYear {
  id: number;
  externalId: string;
  name: string;
}

/** `/enrollments-api/grades/{gradeId}`: the specification's path names the degree's externalId `gradeId`. */
export const degreeParams = z.object({ gradeId: z.string().trim().min(1).max(100) });

/** A degree a student may enrol in, as `GET /enrollments-api/grades` answers it. */
export interface DegreeRow {
  externalId: string;
  degreeName: string;
}

/** An academic term (ciclo lectivo), as `GET /enrollments-api/terms` answers it. */
export interface AcademicTermRow {
  externalId: string;
  name: string;
}

export interface EnrollmentCourseRow {
  courseId: string;
  courseName: string;
  credits: number;
  available: boolean;
  enrollments: number;
  maxEnrollments: number;
}
