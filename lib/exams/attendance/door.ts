import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "@/db";
import { courses, exams } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { dayRange, zonedToday } from "@/lib/dates";
import { examCourseScope } from "../scope";
import { listVenues, venuesOnOffer } from "../venues/queries";
import { staffExam } from "./staff-exam";

export interface DoorExam {
  id: number;
  courseName: string;
  option: string;
  startsAt: string;
}

export interface DoorVenue {
  id: string;
  name: string;
}

/** The exams at a venue's door the viewer keeps, from today on (at most 200, by date): 'Control de acceso' picks one. */
export async function doorExams(db: Db, viewer: SessionUser): Promise<DoorExam[]> {
  const rows = await db
    .select({ id: exams.id, courseName: courses.name, option: exams.option, startsAt: exams.startsAt })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(and(examCourseScope(viewer), eq(exams.online, false), gte(exams.startsAt, dayRange(zonedToday()).start)))
    .orderBy(asc(exams.startsAt), asc(courses.name), asc(exams.id))
    .limit(200);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

/** One exam the viewer keeps (404 otherwise) and the venues it is offered at. */
export async function doorOf(db: Db, viewer: SessionUser, examId: number) {
  const exam = await staffExam(db, viewer, examId);
  const [row] = await db
    .select({ defaultHeadquarter: exams.defaultHeadquarter })
    .from(exams)
    .where(eq(exams.id, exam.id));
  const venues = venuesOnOffer(await listVenues(db), row?.defaultHeadquarter ?? null);
  return {
    exam: { id: exam.id, courseName: exam.courseName, option: exam.option, startsAt: exam.startsAt.toISOString() },
    venues: venues.map((v): DoorVenue => ({ id: v.courseId, name: v.courseName })),
  };
}
