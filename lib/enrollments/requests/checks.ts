import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears } from "@/db/schema";
import { ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { degreeEnrollmentCourses, listDegrees } from "../courses/queries";
import { enrollmentTermYear } from "../courses/year";
import { openTermType } from "../terms/queries";
import type { EnrollmentRequestBody } from "./schemas";

const TERM_CLOSED = "La convocatoria de matrícula no está abierta";
const OTHER_TYPE = "La convocatoria no corresponde al tipo de matrícula";
const OTHER_DEGREE = "La titulación no corresponde al alumno";
const NO_ACADEMIC_TERM = "El ciclo lectivo no existe";
const OTHER_ACADEMIC_TERM = "El ciclo lectivo no es el de la convocatoria de matrícula";

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** The request's term is open now and of the request's type. */
export async function checkTerm(db: Db, body: EnrollmentRequestBody) {
  const type = await openTermType(db, body.enrollmentTermId);
  if (!type) throw invalid("enrollmentTermId", TERM_CLOSED);
  if (type !== body.enrollmentType) throw invalid("enrollmentTermId", OTHER_TYPE);
}

/**
 * The courses' ids, checking that the degree is the student's, the academic term is the year of the request's
 * enrolment term, and every course is one of the degree's enrolment courses in that year (after `checkTerm`).
 */
export async function checkStudies(db: Db, student: SessionUser, body: EnrollmentRequestBody): Promise<number[]> {
  const degrees = await listDegrees(db, student);
  if (!degrees.some((d) => d.externalId === body.grade)) throw invalid("grade", OTHER_DEGREE);
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, body.termId));
  if (!year) throw invalid("termId", NO_ACADEMIC_TERM);
  const wanted = [...new Set(body.courses)];
  const yearId = await enrollmentTermYear(db, body.enrollmentTermId);
  if (year.id !== yearId) throw invalid("termId", OTHER_ACADEMIC_TERM);
  const found = await degreeEnrollmentCourses(db, yearId, body.grade, wanted);
  const outside = wanted.filter((id) => !found.has(id));
  if (outside.length > 0)
    throw invalid("courses", `Asignaturas fuera de la titulación del alumno: ${outside.join(", ")}`);
  const closed = wanted.map((id) => found.get(id)!).filter((course) => !course.available);
  if (closed.length > 0) {
    const names = closed.map((course) => `«${course.name}»`).join(", ");
    const which = closed.length === 1 ? "la asignatura" : "las asignaturas";
    throw invalid("courses", `La matrícula de ${which} ${names} está cerrada`);
  }
  return wanted.map((id) => found.get(id)!.id);
}
