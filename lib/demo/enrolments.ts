import type { CourseMemberRow } from "@/lib/import/kinds/course-members";
import type { GradeRow } from "@/lib/import/kinds/grades";
import { DEMO_INSTRUCTOR_COURSES, DEMO_STUDENT_COURSES } from "./accounts";
import { COURSES, CURRENT_YEAR, FIRST_TERM } from "./catalog";
import type { DemoPeople } from "./people";
import type { Rng } from "./prng";

type Mark = Pick<GradeRow, "grade" | "gradeText">;
type Survey = Pick<GradeRow, "surveyId" | "surveyUrl">;

const NO_SURVEY: Survey = { surveyId: null, surveyUrl: null };

function mark(grade: number | null, rng: Rng): Mark {
  if (grade === null) return { grade, gradeText: "No presentado" };
  if (grade < 5) return { grade, gradeText: "Suspenso" };
  if (grade < 7) return { grade, gradeText: "Aprobado" };
  if (grade < 9) return { grade, gradeText: "Notable" };
  return { grade, gradeText: grade >= 9.5 && rng.chance(0.3) ? "Matrícula de Honor" : "Sobresaliente" };
}

/** Mostly between 4 and 8, one decimal; a few students do not sit the exam. */
const randomGrade = (rng: Rng): number | null =>
  rng.chance(0.06) ? null : Math.round((2 + 8 * ((rng.next() + rng.next() + rng.next()) / 3)) * 10) / 10;

/** A pending course survey: the student's grade is shown once it is answered. */
function survey(rng: Rng, courseExternalId: string): Survey {
  const surveyId = `ENC-${CURRENT_YEAR}-${courseExternalId}`;
  const token = rng.int(0, 0xffffffff).toString(16).padStart(8, "0");
  return { surveyId, surveyUrl: `https://encuestas.universidad.example/responder/${surveyId}?t=${token}` };
}

/** demo-alumno's record, written by hand so the demo always shows the same cases. */
function demoStudentGrades(rng: Rng): GradeRow[] {
  const row = (courseExternalId: string, convocatory: string, grade: number, withSurvey = false): GradeRow => ({
    userExternalId: "demo-alumno",
    courseExternalId,
    term: CURRENT_YEAR,
    convocatory,
    ...mark(grade, rng),
    ...(withSurvey ? survey(rng, courseExternalId) : NO_SURVEY),
  });
  return [
    row("GII-101", "Ordinaria", 7.5),
    row("GII-102", "Ordinaria", 9.2),
    row("GII-103", "Ordinaria", 4.2),
    row("GII-103", "Extraordinaria", 6.1),
    row("GII-104", "Ordinaria", 6.8, true),
    row("GII-105", "Ordinaria", 8.4, true),
  ];
}

/** First-term courses are graded (failures also in the Extraordinaria); most second-term ones behind a survey. */
function randomGrades(rng: Rng, userExternalId: string, courseExternalId: string, term: string | null): GradeRow[] {
  const base = { userExternalId, courseExternalId, term: CURRENT_YEAR };
  if (term !== FIRST_TERM) {
    return rng.chance(0.6)
      ? [{ ...base, convocatory: "Ordinaria", ...mark(randomGrade(rng), rng), ...survey(rng, courseExternalId) }]
      : [];
  }
  const ordinary = randomGrade(rng);
  const rows: GradeRow[] = [{ ...base, convocatory: "Ordinaria", ...mark(ordinary, rng), ...NO_SURVEY }];
  if ((ordinary === null || ordinary < 5) && rng.chance(0.7)) {
    rows.push({ ...base, convocatory: "Extraordinaria", ...mark(randomGrade(rng), rng), ...NO_SURVEY });
  }
  return rows;
}

export function buildEnrolments(
  rng: Rng,
  people: DemoPeople,
): { courseMembers: CourseMemberRow[]; grades: GradeRow[] } {
  const courseMembers: CourseMemberRow[] = [];
  const grades: GradeRow[] = demoStudentGrades(rng);
  const member = (courseExternalId: string, userExternalId: string, memberRole: CourseMemberRow["memberRole"]) =>
    courseMembers.push({ courseExternalId, userExternalId, memberRole, academicYear: null });

  for (const [degree, students] of people.studentsByDegree) {
    const courses = COURSES.filter((course) => course.degreeExternalId === degree);
    const others = people.instructorsByDegree.get(degree)!.filter((id) => id !== "demo-profesor");
    courses.forEach((course, i) => {
      member(course.externalId, people.coordinatorByDegree.get(degree)!, "COORDINATOR");
      const lead = DEMO_INSTRUCTOR_COURSES.includes(course.externalId) ? "demo-profesor" : others[i % others.length]!;
      member(course.externalId, lead, "INSTRUCTOR");
      const second = rng.pick(others);
      if (second !== lead && rng.chance(0.3)) member(course.externalId, second, "INSTRUCTOR");
    });

    for (const student of students) {
      const taken =
        student === "demo-alumno"
          ? courses.filter((course) => DEMO_STUDENT_COURSES.includes(course.externalId))
          : rng.sample(courses, rng.int(Math.min(4, courses.length), Math.min(6, courses.length)));
      for (const course of taken) {
        member(course.externalId, student, "STUDENT");
        if (student !== "demo-alumno") grades.push(...randomGrades(rng, student, course.externalId, course.term));
      }
    }
  }
  return { courseMembers, grades };
}
