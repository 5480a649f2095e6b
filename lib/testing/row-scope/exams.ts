import { eq } from "drizzle-orm";
import { getDb } from "@/lib/database";
import { examAttendance, examFiles, examRequests, examWaitlist, exams } from "@/db/schema";
import type { Role } from "@/db/enums/roles";
import { dayRange, zonedToday } from "@/lib/dates";
import { DAY, makeExam, makeTerm, makeVenue } from "@/lib/testing/exams";
import type { TestUser } from "@/lib/testing/fixtures";
import { multipart, pdf } from "@/lib/testing/files";
import { addMember, makeCourse } from "@/lib/testing/reference";
import { apiOk, lastYearOfA, type RowScopeWorld } from "@/lib/testing/row-scope-world";
import type { CaseSetup, RouteKey, RowScopeRow } from "./types";

const SUPPORT: Role[] = ["ROLE_ADMIN", "ROLE_GES_EXAM"];
const SUPPORT_SEES_ALL = "exam support (admin, exam management) sees every course (lib/exams/scope.ts)";

let day = 0;
/**
 * An exam open for inscription in a course of its own in degree A (a student makes one choice per
 * course and per day), which A's student, instructor and coordinator belong to, and B's did last
 * year; a venue of its own.
 */
async function examOfA(
  w: RowScopeWorld,
  state: (typeof exams.$inferInsert)["state"] = "NOT_UPLOADED",
  capacity: number | null = null,
) {
  const [term, venue, course] = await Promise.all([makeTerm(), makeVenue(capacity), makeCourse(w.degreeA.id)]);
  await addMember(course.id, w.student.id, "STUDENT");
  await addMember(course.id, w.instructor.id, "INSTRUCTOR");
  await addMember(course.id, w.coordinator.id, "COORDINATOR");
  await lastYearOfA(w, course.id);
  const startsAt = new Date(Date.now() + (20 + day++) * DAY);
  const exam = await makeExam(course.id, term.id, { state, defaultHeadquarter: venue.id, startsAt });
  return { exam, venue, course };
}

/** Course A's student's choice of that exam. */
async function choiceOfA(w: RowScopeWorld) {
  const { exam, venue, course } = await examOfA(w);
  const choice = await apiOk("POST /exams-api/requests", w.student, {
    json: { examId: exam.id, headquarterId: venue.id },
  });
  return { exam, course, id: choice.id as number };
}

/** Course A's student's choice of an exam offered at every venue, and another venue to move it to. */
async function movableChoiceOfA(w: RowScopeWorld) {
  const [course, first, second] = await Promise.all([makeCourse(w.degreeA.id), makeVenue(null), makeVenue(null)]);
  await addMember(course.id, w.student.id, "STUDENT");
  const startsAt = new Date(Date.now() + (20 + day++) * DAY);
  const exam = await makeExam(course.id, (await makeTerm()).id, { defaultHeadquarter: null, startsAt });
  const choice = await apiOk("POST /exams-api/requests", w.student, {
    json: { examId: exam.id, headquarterId: first.id },
  });
  return { exam, id: choice.id as number, to: second.id };
}

let minute = 0;
/**
 * Course A's student booked at a venue for an exam held today (so check-in is open), A's instructor
 * teaching it: one-minute exams from today's midnight, one apart, since the student's exams must not overlap.
 */
async function todayChoiceOfA(w: RowScopeWorld) {
  const [course, venue] = await Promise.all([makeCourse(w.degreeA.id), makeVenue(null)]);
  await addMember(course.id, w.student.id, "STUDENT");
  await addMember(course.id, w.instructor.id, "INSTRUCTOR");
  await lastYearOfA(w, course.id);
  const startsAt = new Date(dayRange(zonedToday()).start.getTime() + minute++ * 2 * 60_000);
  const exam = await makeExam(course.id, (await makeTerm()).id, {
    defaultHeadquarter: venue.id,
    startsAt,
    durationMinutes: 1,
  });
  const choice = await apiOk("POST /exams-api/requests", w.student, {
    json: { examId: exam.id, headquarterId: venue.id },
  });
  const id = choice.id as number;
  const { code } = await apiOk("GET /exams-api/requests/{id}/voucher", w.student, { params: { id: String(id) } });
  return { exam, venue, id, code: code as string };
}

/** That booking, checked in by A's instructor. */
async function attendedChoiceOfA(w: RowScopeWorld) {
  const booking = await todayChoiceOfA(w);
  await apiOk("POST /exams-api/checkin", w.instructor, {
    json: { examId: booking.exam.id, venueId: booking.venue.id, code: booking.code },
  });
  return booking;
}
const attendanceOf = async (requestId: number) =>
  (await getDb()).select().from(examAttendance).where(eq(examAttendance.requestId, requestId));

/** Course A's student waiting for a seat of that exam at a venue with none. */
async function waitlistEntryOfA(w: RowScopeWorld) {
  const { exam, venue } = await examOfA(w, "NOT_UPLOADED", 0);
  const entry = await apiOk("POST /exams-api/waitlist", w.student, {
    json: { examId: exam.id, headquarterId: venue.id },
  });
  return { exam, venue, id: entry.id as number };
}
const waitlistOf = async (examId: number) =>
  (await getDb()).select().from(examWaitlist).where(eq(examWaitlist.examId, examId));

const examRows = async (id: number) => {
  const db = await getDb();
  return {
    exam: await db.select().from(exams).where(eq(exams.id, id)),
    files: await db.select().from(examFiles).where(eq(examFiles.examId, id)),
  };
};
const requestsOf = async (examId: number) =>
  (await getDb()).select().from(examRequests).where(eq(examRequests.examId, examId));

const filesForm = async (name: string) => multipart("files", await pdf(name), `${name}.pdf`);

const pairs = {
  ROLE_STUDENT: (w: RowScopeWorld) => ({ owner: w.student, outsider: w.outsider }),
  ROLE_INSTRUCTOR: (w: RowScopeWorld) => ({ owner: w.instructor, outsider: w.instructorB }),
  ROLE_COORD: (w: RowScopeWorld) => ({ owner: w.coordinator, outsider: w.coordinatorB }),
};

/** A case for course A's member of `as` against course B's: 404. */
const member = (
  route: RouteKey,
  as: keyof typeof pairs,
  setup: (w: RowScopeWorld, owner: TestUser) => Promise<Omit<CaseSetup, "owner" | "outsider">>,
): RowScopeRow => ({
  route,
  as,
  setup: async (w) => {
    const pair = pairs[as](w);
    return { ...pair, ...(await setup(w, pair.owner)) };
  },
  expect: 404,
});

const support = (...routes: RouteKey[]): RowScopeRow[] =>
  routes.map((route) => ({ route, as: SUPPORT, unscoped: SUPPORT_SEES_ALL }));

const examFilesOf = (kind: "instructions" | "questions") => {
  const upload = `POST /exams-api/exams/{id}/${kind}` as const;
  const download = `GET /exams-api/exams/{id}/${kind}` as const;
  return [
    member(upload, "ROLE_INSTRUCTOR", async (w) => {
      const { exam } = await examOfA(w);
      const form = await filesForm(kind);
      return { params: { id: String(exam.id) }, body: () => form, snapshot: () => examRows(exam.id) };
    }),
    member(download, "ROLE_INSTRUCTOR", async (w, owner) => {
      const { exam } = await examOfA(w);
      await apiOk(upload, owner, { params: { id: String(exam.id) }, body: await filesForm(kind) });
      return { params: { id: String(exam.id) } };
    }),
  ];
};

export const cases: RowScopeRow[] = [
  ...(["ROLE_STUDENT", "ROLE_INSTRUCTOR", "ROLE_COORD"] as const).flatMap((as) => [
    member("GET /exams-api/exams/courses/{courseId}", as, async (w) => ({
      params: { courseId: (await examOfA(w)).course.externalId },
    })),
    member("GET /exams-api/courses/{coordinatorOrUser}", as, async (_, owner) => ({
      params: { coordinatorOrUser: owner.externalId },
    })),
  ]),
  member("GET /exams-api/courses/users/{user}/enrollments", "ROLE_STUDENT", async (w) => ({
    params: { user: w.student.externalId },
  })),
  member("GET /exams-api/exams/{id}/venues", "ROLE_STUDENT", async (w) => ({
    params: { id: String((await examOfA(w)).exam.id) },
  })),
  member("POST /exams-api/requests", "ROLE_STUDENT", async (w) => {
    const { exam, venue } = await examOfA(w);
    return { json: { examId: exam.id, headquarterId: venue.id }, snapshot: () => requestsOf(exam.id) };
  }),
  member("POST /exams-api/waitlist", "ROLE_STUDENT", async (w) => {
    const { exam, venue } = await examOfA(w, "NOT_UPLOADED", 0);
    return { json: { examId: exam.id, headquarterId: venue.id }, snapshot: () => waitlistOf(exam.id) };
  }),
  member("DELETE /exams-api/waitlist/{id}", "ROLE_STUDENT", async (w) => {
    const { exam, id } = await waitlistEntryOfA(w);
    return { params: { id: String(id) }, snapshot: () => waitlistOf(exam.id) };
  }),
  member("DELETE /exams-api/requests/{id}", "ROLE_STUDENT", async (w) => {
    const { exam, id } = await choiceOfA(w);
    return { params: { id: String(id) }, snapshot: () => requestsOf(exam.id) };
  }),
  {
    route: "DELETE /exams-api/requests/{id}",
    as: "ROLE_STUDENT",
    name: "a classmate",
    setup: async (w) => {
      const { exam, id } = await choiceOfA(w);
      await addMember(exam.courseId, w.classmate.id, "STUDENT");
      return {
        owner: w.student,
        outsider: w.classmate,
        params: { id: String(id) },
        snapshot: () => requestsOf(exam.id),
      };
    },
    expect: 404,
  },
  member("PUT /exams-api/requests/{id}/venue", "ROLE_STUDENT", async (w) => {
    const { exam, id, to } = await movableChoiceOfA(w);
    return { params: { id: String(id) }, json: { headquarterId: to }, snapshot: () => requestsOf(exam.id) };
  }),
  {
    route: "PUT /exams-api/requests/{id}/venue",
    as: "ROLE_STUDENT",
    name: "a classmate",
    setup: async (w) => {
      const { exam, id, to } = await movableChoiceOfA(w);
      await addMember(exam.courseId, w.classmate.id, "STUDENT");
      return {
        owner: w.student,
        outsider: w.classmate,
        params: { id: String(id) },
        json: { headquarterId: to },
        snapshot: () => requestsOf(exam.id),
      };
    },
    expect: 404,
  },
  member("GET /exams-api/requests/courses/{courseId}", "ROLE_STUDENT", async (w) => {
    return { params: { courseId: (await choiceOfA(w)).course.externalId } };
  }),
  member("GET /exams-api/exams/{id}", "ROLE_INSTRUCTOR", async (w) => ({
    params: { id: String((await examOfA(w)).exam.id) },
  })),
  member("POST /exams-api/exams/{id}/status", "ROLE_INSTRUCTOR", async (w) => {
    const { exam } = await examOfA(w, "UPLOADED");
    return {
      params: { id: String(exam.id) },
      json: { id: exam.id, status: "UPLOAD_INCORRECT", reason: "Faltan las preguntas" },
      snapshot: () => examRows(exam.id),
    };
  }),
  ...(
    [
      "GET /exams-api/requests/{id}/voucher",
      "GET /exams-api/requests/{id}/voucher/qr",
      "GET /exams-api/requests/{id}/voucher/pdf",
      "GET /exams-api/requests/{id}/attendance-certificate",
    ] as const
  ).map((route) =>
    member(route, "ROLE_STUDENT", async (w) => ({ params: { id: String((await attendedChoiceOfA(w)).id) } })),
  ),
  member("POST /exams-api/checkin", "ROLE_INSTRUCTOR", async (w) => {
    const { exam, venue, id, code } = await todayChoiceOfA(w);
    return { json: { examId: exam.id, venueId: venue.id, code }, snapshot: () => attendanceOf(id) };
  }),
  ...(
    [
      "GET /exams-api/exams/{id}/attendance",
      "GET /exams-api/exams/{id}/attendance/csv",
      "GET /exams-api/exams/{id}/attendance/pdf",
    ] as const
  ).map((route) =>
    member(route, "ROLE_INSTRUCTOR", async (w) => ({ params: { id: String((await attendedChoiceOfA(w)).exam.id) } })),
  ),
  ...examFilesOf("instructions"),
  ...examFilesOf("questions"),
  ...support(
    "GET /exams-api/exams/courses/{courseId}",
    "GET /exams-api/courses/{coordinatorOrUser}",
    "GET /exams-api/courses/users/{user}/enrollments",
    "GET /exams-api/exams/{id}",
    "GET /exams-api/exams/{id}/venues",
    "POST /exams-api/exams/{id}/status",
    "GET /exams-api/exams/{id}/instructions",
    "GET /exams-api/exams/{id}/questions",
    "GET /exams-api/exams/{id}/files/{versionId}",
    "POST /exams-api/exams/{id}/generate",
    "POST /exams-api/exams/{id}/extraordinary",
    "POST /exams-api/exams/{id}/uploadwithoutfiles",
    "POST /exams-api/requests/{id}",
    "DELETE /exams-api/requests/{id}",
    "PUT /exams-api/requests/{id}/venue",
    "GET /exams-api/requests/courses/{courseId}/users/{user}",
    "PATCH /exams-api/terms/{id}",
    "DELETE /exams-api/terms/{id}",
    "DELETE /exams-api/waitlist/{id}",
    "POST /exams-api/waitlist/{id}/promote",
    "POST /exams-api/checkin",
    "GET /exams-api/exams/{id}/attendance",
    "GET /exams-api/exams/{id}/attendance/csv",
    "GET /exams-api/exams/{id}/attendance/pdf",
  ),
];
