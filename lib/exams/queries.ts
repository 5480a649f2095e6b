import { and, asc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import {
  courseMembers,
  courses,
  examRequests,
  examStateChanges,
  examTerms,
  examVenues,
  examVenueSessions,
  exams,
  users,
} from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { pagedList } from "@/lib/list/paged-list";
import { studentShape } from "@/lib/student-record/queries";
import type { StudentSearchRow } from "@/lib/student-record/schemas";
import { containsPattern, foldSearchText } from "@/lib/student-record/search-text";
import type { Page } from "@/lib/validation/common";
import { ONLINE_VENUE_ID } from "./constants";
import type {
  CourseRow,
  ExamDetail,
  ExamListQuery,
  ExamRow,
  OfferedVenue,
  RequestListQuery,
  RequestRow,
  StudentSearchQuery,
  TermRow,
  VenueRow,
} from "./schemas";
import { examFileVersions, kindsInThisRound } from "./file-versions";
import { examCourseScope, isSupport } from "./scope";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const fileNames = (kind: "INSTRUCTIONS" | "QUESTIONS") =>
  sql<
    string | null
  >`(select string_agg(f.file_name, ', ' order by f.id) from exam_files f where f.exam_id = ${exams.id} and f.kind = ${kind} and f.superseded_at is null)`;

const examFields = {
  id: exams.id,
  courseId: courses.externalId,
  courseName: courses.name,
  date: exams.startsAt,
  duration: exams.durationMinutes,
  startInscriptionDate: exams.inscriptionStartsAt,
  endInscriptionDate: exams.inscriptionEndsAt,
  option: exams.option,
  termId: exams.termId,
  termName: examTerms.name,
  visible: exams.visible,
  online: exams.online,
  defaultHeadquarter: exams.defaultHeadquarter,
  state: exams.state,
  reason: exams.reason,
  instructionsFileName: fileNames("INSTRUCTIONS"),
  questionsFileName: fileNames("QUESTIONS"),
};

type ExamRecord = {
  [K in keyof ExamRow]: K extends "date" | "startInscriptionDate" | "endInscriptionDate" ? Date | null : ExamRow[K];
};

function toExamRow(row: ExamRecord): ExamRow {
  return {
    ...row,
    date: row.date!.toISOString(),
    startInscriptionDate: iso(row.startInscriptionDate),
    endInscriptionDate: iso(row.endInscriptionDate),
  };
}

/** Students are only ever offered visible exams of enabled terms. */
const offeredToStudents = and(eq(exams.visible, true), eq(examTerms.enabled, true))!;

function examSelect(db: Db, fields: typeof examFields, where: SQL | undefined) {
  return db
    .select(fields)
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .innerJoin(examTerms, eq(examTerms.id, exams.termId))
    .where(where)
    .$dynamic();
}

const EXAM_SORTS = { date: exams.startsAt, course: courses.name, option: exams.option, state: exams.state };

/** The exam table: support sees every exam (or, with `fullExamList=false`, the offered ones); a student only offered exams of their courses. */
export async function listExams(db: Db, viewer: SessionUser, q: ExamListQuery): Promise<Page<ExamRow>> {
  const pattern = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    examCourseScope(viewer),
    !q.fullExamList || viewer.role === "ROLE_STUDENT" ? offeredToStudents : undefined,
    pattern
      ? or(
          ilike(courses.name, pattern),
          ilike(courses.externalId, pattern),
          ilike(exams.option, pattern),
          ilike(examTerms.name, pattern),
        )
      : undefined,
  );
  return pagedList(db, q, {
    fields: examFields,
    rows: (fields) => examSelect(db, fields, where),
    sorts: EXAM_SORTS,
    defaultSort: "date",
    tiebreak: exams.id,
    row: (row) => toExamRow(row as ExamRecord),
  });
}

/** A course the viewer may see, by its external id; otherwise 404 whether or not it exists. */
export async function courseInScope(db: Db, viewer: SessionUser, courseExternalId: string) {
  const [course] = await db
    .select({ id: courses.id, externalId: courses.externalId, name: courses.name })
    .from(courses)
    .where(and(eq(courses.externalId, courseExternalId), examCourseScope(viewer)));
  if (!course) throw new NotFoundError("No se ha encontrado la asignatura");
  return course;
}

/** The exams of one course: the options a student may choose, or every exam for its staff. */
export async function listCourseExams(db: Db, viewer: SessionUser, courseExternalId: string): Promise<ExamRow[]> {
  const course = await courseInScope(db, viewer, courseExternalId);
  const rows = await examSelect(
    db,
    examFields,
    and(eq(exams.courseId, course.id), viewer.role === "ROLE_STUDENT" ? offeredToStudents : undefined),
  ).orderBy(asc(exams.startsAt), asc(exams.option), asc(exams.id));
  return rows.map((row) => toExamRow(row as ExamRecord));
}

/** One exam the viewer may see (instructors their courses'); 404 otherwise. */
export async function examInScope(db: Db, viewer: SessionUser, id: number): Promise<ExamRow> {
  const [row] = await examSelect(db, examFields, and(eq(exams.id, id), examCourseScope(viewer)));
  if (!row) throw new NotFoundError("No se ha encontrado el examen");
  return toExamRow(row as ExamRecord);
}

/** An exam with its state history, the online package's generation and, for support, every version of its files. */
export async function examDetail(db: Db, viewer: SessionUser, id: number): Promise<ExamDetail> {
  const exam = await examInScope(db, viewer, id);
  const history = await db
    .select({
      fromState: examStateChanges.fromState,
      toState: examStateChanges.toState,
      reason: examStateChanges.reason,
      by: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
      at: examStateChanges.changedAt,
    })
    .from(examStateChanges)
    .innerJoin(users, eq(users.id, examStateChanges.changedBy))
    .where(eq(examStateChanges.examId, id))
    .orderBy(asc(examStateChanges.changedAt), asc(examStateChanges.id));
  const [generated] = await db
    .select({ at: exams.packageGeneratedAt, by: sql<string | null>`${users.givenName} || ' ' || ${users.familyName}` })
    .from(exams)
    .leftJoin(users, eq(users.id, exams.packageGeneratedBy))
    .where(eq(exams.id, id));
  return {
    ...exam,
    fileVersions: isSupport(viewer) ? await examFileVersions(db, id) : [],
    uploadedThisRound: await kindsInThisRound(db, id),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    packageGeneratedAt: iso(generated?.at ?? null),
    packageGeneratedBy: generated?.at ? (generated.by ?? null) : null,
  };
}

export async function listVenues(db: Db): Promise<VenueRow[]> {
  return db
    .select({ courseId: examVenues.id, courseName: examVenues.name, capacity: examVenues.capacity })
    .from(examVenues)
    .orderBy(asc(examVenues.id));
}

/**
 * The venues on offer for an exam (seed 001 §5): with a default headquarter only that venue (all
 * venues when none matches); without one every venue but the online one.
 */
export function venuesOnOffer<V extends { courseId: string }>(all: V[], defaultHeadquarter: string | null): V[] {
  if (defaultHeadquarter) {
    const match = all.filter((venue) => venue.courseId === defaultHeadquarter);
    return match.length > 0 ? match : all;
  }
  return all.filter((venue) => venue.courseId !== ONLINE_VENUE_ID);
}

/** The venues on offer for an exam with the seats left at each at the exam's date and time. */
export async function offeredVenues(db: Db, viewer: SessionUser, examId: number): Promise<OfferedVenue[]> {
  const exam = await examInScope(db, viewer, examId);
  const rows = await db
    .select({
      courseId: examVenues.id,
      courseName: examVenues.name,
      capacity: examVenues.capacity,
      taken: sql<number>`coalesce(${examVenueSessions.taken}, 0)`.mapWith(Number),
    })
    .from(examVenues)
    .leftJoin(
      examVenueSessions,
      and(eq(examVenueSessions.venueId, examVenues.id), eq(examVenueSessions.startsAt, new Date(exam.date))),
    )
    .orderBy(asc(examVenues.id));
  return venuesOnOffer(rows, exam.defaultHeadquarter).map(({ taken, ...venue }) => ({
    ...venue,
    seatsLeft: venue.capacity === null ? null : Math.max(venue.capacity - taken, 0),
  }));
}

const courseFields = { courseId: courses.externalId, courseName: courses.name };

/** `GET /exams-api/courses`: the courses the viewer may see. */
export async function listCourses(db: Db, viewer: SessionUser): Promise<CourseRow[]> {
  return db.select(courseFields).from(courses).where(examCourseScope(viewer)).orderBy(asc(courses.externalId));
}

/** A person the viewer may look up: support anyone, everyone else only themselves (404 otherwise). */
async function personInScope(db: Db, viewer: SessionUser, externalId: string) {
  if (!isSupport(viewer) && externalId !== viewer.externalId) throw new NotFoundError("No se ha encontrado el usuario");
  const [person] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.externalId, externalId));
  if (!person) throw new NotFoundError("No se ha encontrado el usuario");
  return person;
}

/** The courses of a person: those they study, teach or coordinate. */
export async function coursesOf(db: Db, viewer: SessionUser, externalId: string): Promise<CourseRow[]> {
  const person = await personInScope(db, viewer, externalId);
  return db
    .selectDistinct(courseFields)
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(eq(courseMembers.userId, person.id))
    .orderBy(asc(courses.externalId));
}

/** The courses a user is enrolled in as a student. */
export async function enrollmentsOf(db: Db, viewer: SessionUser, externalId: string): Promise<CourseRow[]> {
  const person = await personInScope(db, viewer, externalId);
  return db
    .select(courseFields)
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, person.id), eq(courseMembers.memberRole, "STUDENT")))
    .orderBy(asc(courses.externalId));
}

const requestFields = {
  id: examRequests.id,
  userId: users.externalId,
  name: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
  givenName: users.givenName,
  familyName: users.familyName,
  dni: users.dni,
  examId: exams.id,
  examOption: exams.option,
  examDate: exams.startsAt,
  courseId: courses.externalId,
  courseName: courses.name,
  headquarterId: examVenues.id,
  headquarterName: examVenues.name,
  created: examRequests.createdAt,
};

function requestSelect(db: Db, fields: typeof requestFields, where: SQL | undefined) {
  return db
    .select(fields)
    .from(examRequests)
    .innerJoin(users, eq(users.id, examRequests.userId))
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(courses, eq(courses.id, examRequests.courseId))
    .innerJoin(examVenues, eq(examVenues.id, examRequests.venueId))
    .where(where)
    .$dynamic();
}

type RequestRecord = Omit<RequestRow, "examDate" | "created"> & { examDate: Date; created: Date };
const toRequestRow = (row: RequestRecord): RequestRow => ({
  ...row,
  examDate: row.examDate.toISOString(),
  created: row.created.toISOString(),
});

const REQUEST_SORTS = { created: examRequests.createdAt, date: exams.startsAt };

/** Requests the viewer may see: a student their own, an instructor those of the courses they teach, support all. */
function requestScope(viewer: SessionUser): SQL {
  return viewer.role === "ROLE_STUDENT" ? eq(examRequests.userId, viewer.id) : examCourseScope(viewer);
}

async function pagedRequests(db: Db, q: RequestListQuery, where: SQL | undefined): Promise<Page<RequestRow>> {
  return pagedList(db, q, {
    fields: requestFields,
    rows: (fields) => requestSelect(db, fields, where),
    sorts: REQUEST_SORTS,
    defaultSort: "created",
    tiebreak: examRequests.id,
    row: (row) => toRequestRow(row as RequestRecord),
  });
}

export const listRequests = (db: Db, viewer: SessionUser, q: RequestListQuery) =>
  pagedRequests(db, q, requestScope(viewer));

/** Active requests: those whose exam has not been held yet. */
const active = () => gt(examRequests.endsAt, new Date());

export const listActiveRequests = (db: Db, viewer: SessionUser, q: RequestListQuery) =>
  pagedRequests(db, q, and(requestScope(viewer), active()));

/** Every active request the viewer may see, for the spreadsheet. */
export async function allActiveRequests(db: Db, viewer: SessionUser): Promise<RequestRow[]> {
  const rows = await requestSelect(db, requestFields, and(requestScope(viewer), active())).orderBy(
    asc(courses.externalId),
    asc(exams.startsAt),
    asc(examRequests.id),
  );
  return rows.map((row) => toRequestRow(row as RequestRecord));
}

/** A user's choice for a course; 404 means no choice. */
export async function requestForCourse(db: Db, userId: number, courseExternalId: string): Promise<RequestRow> {
  const [row] = await requestSelect(
    db,
    requestFields,
    and(eq(examRequests.userId, userId), eq(courses.externalId, courseExternalId)),
  );
  if (!row) throw new NotFoundError("No hay ninguna petición de examen para esta asignatura");
  return toRequestRow(row as RequestRecord);
}

export async function userIdOf(db: Db, externalId: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
  if (!user) throw new NotFoundError("No se ha encontrado el usuario");
  return user.id;
}

export async function listTerms(db: Db): Promise<TermRow[]> {
  return db.select().from(examTerms).orderBy(asc(examTerms.name), asc(examTerms.id));
}

const STUDENT_MATCHES = 20;

/**
 * The support's student search (every student: support sees every course): those whose name,
 * surnames, DNI or e-mail hold each word typed, accents and case aside, by surnames and name.
 */
export async function studentsForSupport(db: Db, { q }: StudentSearchQuery): Promise<StudentSearchRow[]> {
  const words = foldSearchText(q).split(/\s+/).filter(Boolean);
  const eachWord = words.map((word) => {
    const pattern = containsPattern(word);
    return or(
      sql`${users.searchFamilyName} like ${pattern}`,
      sql`${users.searchGivenName} like ${pattern}`,
      sql`${users.searchEmail} like ${pattern}`,
      sql`lower(${users.dni}) like ${pattern}`,
    );
  });
  return db
    .select(studentShape)
    .from(users)
    .where(and(eq(users.role, "ROLE_STUDENT"), ...eachWord))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
    .limit(STUDENT_MATCHES);
}
