import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, enrollmentTerms } from "@/db/schema";
import { ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { degreeEnrollmentCourses } from "./course-queries";
import { listGrades, openTermCondition } from "./queries";
import type { EnrollmentRequestBody } from "./schemas";

export const TERM_CLOSED = "La convocatoria de matrícula no está abierta";

/** The request's term is open and of the request's type. */
export async function checkTerm(db: Db, body: EnrollmentRequestBody) {
  const [term] = await db
    .select({ type: enrollmentTerms.type })
    .from(enrollmentTerms)
    .where(and(eq(enrollmentTerms.id, body.enrollmentTermId), openTermCondition()));
  if (!term) throw new ValidationError(TERM_CLOSED, { enrollmentTermId: [TERM_CLOSED] });
  if (term.type !== body.enrollmentType) {
    const message = "La convocatoria no corresponde al tipo de matrícula";
    throw new ValidationError(message, { enrollmentTermId: [message] });
  }
}

/** The courses' ids, checking that the degree is the student's and every course is one of its enrolment courses. */
export async function checkStudies(db: Db, student: SessionUser, body: EnrollmentRequestBody): Promise<number[]> {
  const grades = await listGrades(db, student);
  if (!grades.some((g) => g.externalId === body.grade)) {
    throw new ValidationError("La titulación no corresponde al alumno", {
      grade: ["La titulación no corresponde al alumno"],
    });
  }
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, body.termId));
  if (!year) throw new ValidationError("El ciclo lectivo no existe", { termId: ["El ciclo lectivo no existe"] });
  const wanted = [...new Set(body.courses)];
  const found = await degreeEnrollmentCourses(db, body.grade, wanted);
  const outside = wanted.filter((id) => !found.has(id));
  if (outside.length > 0) {
    const message = `Asignaturas fuera de la titulación del alumno: ${outside.join(", ")}`;
    throw new ValidationError(message, { courses: [message] });
  }
  const closed = wanted.map((id) => found.get(id)!).filter((course) => !course.available);
  if (closed.length > 0) {
    const names = closed.map((course) => `«${course.name}»`).join(", ");
    const message = `La matrícula de ${closed.length === 1 ? "la asignatura" : "las asignaturas"} ${names} está cerrada`;
    throw new ValidationError(message, { courses: [message] });
  }
  return wanted.map((id) => found.get(id)!.id);
}
