import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { EXAM_FILE_KINDS, EXAM_STATES } from "../enums/exams";
import { id, instant, ref, stamp } from "../columns";
import { changed, courseRef, namedFile, optionalAcademicYearRef, optionalUserRef, userRef } from "../foreign-keys";

/** 128 random bits would do; a v4 UUID's 122, in base64url (22 characters), are what both engines make without pgcrypto. */
const NEW_BOOKING_CODE = sql`translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_')`;

export const examStateEnum = pgEnum("exam_state", EXAM_STATES);
export const examFileKindEnum = pgEnum("exam_file_kind", EXAM_FILE_KINDS);

/** Convocatorias: only the visible exams of enabled terms are offered to students. */
export const examTerms = pgTable(
  "exam_terms",
  {
    id: id(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Null until a year turns over: a term without a year belongs to the active one (lib/academic-year). */
    academicYearId: optionalAcademicYearRef(),
  },
  (t) => [uniqueIndex("exam_terms_name_key").on(sql`lower(${t.name})`)],
);

/** Sedes, imported as reference data; a null capacity means no seat limit (the online venue). */
export const examVenues = pgTable(
  "exam_venues",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    capacity: integer("capacity"),
  },
  (t) => [check("exam_venues_capacity", sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`)],
);

export const exams = pgTable(
  "exams",
  {
    id: id(),
    courseId: courseRef(),
    termId: ref("term_id", () => examTerms.id, { onDelete: "restrict" }),
    option: text("option").notNull(),
    startsAt: instant("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    inscriptionStartsAt: instant("inscription_starts_at"),
    inscriptionEndsAt: instant("inscription_ends_at"),
    visible: boolean("visible").notNull().default(true),
    online: boolean("online").notNull().default(false),
    defaultHeadquarter: text("default_headquarter").references(() => examVenues.id),
    state: examStateEnum("state").notNull().default("NOT_UPLOADED"),
    reason: text("reason"),
    /** The exam an extraordinary exam was created from. */
    extraordinaryOf: integer("extraordinary_of"),
    packageGeneratedBy: optionalUserRef("package_generated_by"),
    packageGeneratedAt: instant("package_generated_at"),
  },
  (t) => [
    uniqueIndex("exams_course_term_option_key").on(t.courseId, t.termId, t.option),
    index("exams_term_idx").on(t.termId),
    check("exams_duration_positive", sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * Instruction and question files an instructor uploads; several of each kind. A new upload of a kind
 * supersedes the current files of that kind, which are kept (support may still download them).
 */
export const examFiles = pgTable(
  "exam_files",
  {
    id: id(),
    examId: ref("exam_id", () => exams.id, { onDelete: "cascade" }),
    kind: examFileKindEnum("kind").notNull(),
    ...namedFile(),
    /** The exam's upload round when the file came: how many times it had been sent back for a new upload. */
    round: integer("round").notNull().default(0),
    /** Null for files uploaded before uploaders were recorded. */
    uploadedBy: optionalUserRef("uploaded_by"),
    supersededAt: instant("superseded_at"),
  },
  (t) => [index("exam_files_exam_idx").on(t.examId, t.kind)],
);

/**
 * A student's choice of exam and venue. The exam's period is copied here so that the database
 * itself refuses two overlapping choices of one student (an exclusion constraint, added in the
 * exams_constraints migration since drizzle cannot declare it) and two choices for one course.
 */
export const examRequests = pgTable(
  "exam_requests",
  {
    id: id(),
    userId: userRef(),
    examId: ref("exam_id", () => exams.id),
    courseId: courseRef(),
    venueId: text("venue_id")
      .notNull()
      .references(() => examVenues.id),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    createdAt: stamp("created_at"),
    /**
     * The 'Justificante de reserva' code the voucher's QR carries: random, made by the database on every
     * insert, and made anew (`set booking_code = default`) when the venue changes, so an old voucher admits no one.
     */
    bookingCode: text("booking_code").notNull().default(NEW_BOOKING_CODE),
  },
  (t) => [
    uniqueIndex("exam_requests_user_course_key").on(t.userId, t.courseId),
    uniqueIndex("exam_requests_booking_code_key").on(t.bookingCode),
    index("exam_requests_exam_idx").on(t.examId),
    index("exam_requests_course_idx").on(t.courseId),
    check("exam_requests_period", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Seats of one venue at one date and time, shared by every exam held there then. A choice takes a
 * seat with one conditional UPDATE; the CHECK is the last line against overbooking.
 */
export const examVenueSessions = pgTable(
  "exam_venue_sessions",
  {
    venueId: text("venue_id")
      .notNull()
      .references(() => examVenues.id),
    startsAt: instant("starts_at").notNull(),
    capacity: integer("capacity"),
    taken: integer("taken").notNull().default(0),
    /** How many students have ever joined this session's waiting list: the next joiner's `seq`, taken under this row's lock. */
    waitlistSeq: integer("waitlist_seq").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.startsAt] }),
    check("exam_venue_sessions_seats", sql`${t.taken} >= 0 AND (${t.capacity} IS NULL OR ${t.taken} <= ${t.capacity})`),
  ],
);

/** Every state change of an exam: who, when, from and to, and the reason. */
export const examStateChanges = pgTable(
  "exam_state_changes",
  {
    id: id(),
    examId: ref("exam_id", () => exams.id, { onDelete: "cascade" }),
    fromState: examStateEnum("from_state").notNull(),
    toState: examStateEnum("to_state").notNull(),
    reason: text("reason"),
    ...changed(),
  },
  (t) => [index("exam_state_changes_exam_idx").on(t.examId, t.changedAt)],
);

/**
 * The waiting list of a venue session (venue, date and time). A student waits for one session per
 * course (unique), whether or not they hold a choice for it. `seq` is given under the session row's
 * lock, so it follows the order of the joins' commits; a position is the count of entries still
 * waiting up to `seq`, so positions have no gaps when someone leaves.
 */
export const examWaitlist = pgTable(
  "exam_waitlist",
  {
    id: id(),
    userId: userRef(),
    courseId: courseRef(),
    examId: ref("exam_id", () => exams.id, { onDelete: "cascade" }),
    venueId: text("venue_id")
      .notNull()
      .references(() => examVenues.id),
    startsAt: instant("starts_at").notNull(),
    seq: integer("seq").notNull(),
    joinedAt: stamp("joined_at"),
    /** When the student was told that a freed seat went to the next waiter because of an overlapping exam. */
    skipNotifiedAt: instant("skip_notified_at"),
  },
  (t) => [
    uniqueIndex("exam_waitlist_user_course_key").on(t.userId, t.courseId),
    uniqueIndex("exam_waitlist_session_seq_key").on(t.venueId, t.startsAt, t.seq),
    index("exam_waitlist_exam_idx").on(t.examId),
  ],
);

/**
 * One row per reminder sent (an exam choice or a TFG defense, per recipient): the unique key makes it
 * once even with several scheduler instances. The event's start is part of the key, so a moved event
 * is reminded again.
 */
export const eventReminders = pgTable(
  "event_reminders",
  {
    id: id(),
    /** The calendar event's UID (lib/calendar providers), which names the event and the person. */
    eventUid: text("event_uid").notNull(),
    userId: userRef(),
    startsAt: instant("starts_at").notNull(),
    sentAt: stamp("sent_at"),
  },
  (t) => [uniqueIndex("event_reminders_once_key").on(t.eventUid, t.userId, t.startsAt)],
);

/**
 * A booked student's arrival at the exam ('Control de acceso'): one row per request, so two doors scanning
 * the same voucher at once record one arrival. `arrivedAt` is the scan's time (a scan queued offline
 * keeps its own), `recordedAt` when the server took it.
 */
export const examAttendance = pgTable("exam_attendance", {
  requestId: integer("request_id")
    .primaryKey()
    .references(() => examRequests.id, { onDelete: "cascade" }),
  arrivedAt: instant("arrived_at").notNull(),
  recordedBy: userRef("recorded_by"),
  recordedAt: stamp("recorded_at"),
});
