import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from "drizzle-orm/pg-core";
import { REQUEST_STATUSES, TERM_TYPES } from "../enums/tfg";
import { academicYears, degrees, users } from "./reference";

export const tfgRequestStatusEnum = pgEnum("tfg_request_status", REQUEST_STATUSES);
export const tfgTermTypeEnum = pgEnum("tfg_term_type", TERM_TYPES);

/** Thematic areas of one academic year, offered in some degrees and managed by some instructors. */
export const tfgAreas = pgTable(
  "tfg_areas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
  },
  (t) => [uniqueIndex("tfg_areas_name_key").on(t.academicYearId, sql`lower(${t.name})`)],
);

export const tfgAreaDegrees = pgTable(
  "tfg_area_degrees",
  {
    areaId: integer("area_id")
      .notNull()
      .references(() => tfgAreas.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.degreeId] }), index("tfg_area_degrees_degree_idx").on(t.degreeId)],
);

export const tfgAreaManagers = pgTable(
  "tfg_area_managers",
  {
    areaId: integer("area_id")
      .notNull()
      .references(() => tfgAreas.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.userId] }), index("tfg_area_managers_user_idx").on(t.userId)],
);

/** Calls (convocatorias): AREA calls take area requests, DEFENSE calls defense requests. */
export const tfgTerms = pgTable(
  "tfg_terms",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: tfgTermTypeEnum("type").notNull(),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("tfg_terms_dates", sql`${t.start} < ${t.end}`),
    index("tfg_terms_year_idx").on(t.academicYearId, t.type),
  ],
);

export const tfgTermDegrees = pgTable(
  "tfg_term_degrees",
  {
    termId: integer("term_id")
      .notNull()
      .references(() => tfgTerms.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
  },
  (t) => [primaryKey({ columns: [t.termId, t.degreeId] })],
);

/**
 * How many students an instructor may direct in some degrees of an academic year. `accepted` counts
 * the accepted requests; the CHECK makes the database refuse any accept beyond `limit`.
 */
export const tfgAllocations = pgTable(
  "tfg_allocations",
  {
    id: serial("id").primaryKey(),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => users.id),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
    limit: integer("limit").notNull(),
    accepted: integer("accepted").notNull().default(0),
  },
  (t) => [
    check("tfg_allocations_limit", sql`${t.limit} >= 0 AND ${t.accepted} >= 0 AND ${t.accepted} <= ${t.limit}`),
    index("tfg_allocations_instructor_idx").on(t.instructorId, t.academicYearId),
  ],
);

/** A degree belongs to at most one of an instructor's allocations in a year (the unique key says so). */
export const tfgAllocationDegrees = pgTable(
  "tfg_allocation_degrees",
  {
    allocationId: integer("allocation_id")
      .notNull()
      .references(() => tfgAllocations.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => users.id),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
  },
  (t) => [
    primaryKey({ columns: [t.allocationId, t.degreeId] }),
    uniqueIndex("tfg_allocation_degrees_once_key").on(t.instructorId, t.academicYearId, t.degreeId),
  ],
);

/** Priority grades: who chooses first in the allocation proposal (higher goes first). */
export const tfgPriorityGrades = pgTable(
  "tfg_priority_grades",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
    priority: numeric("priority", { precision: 7, scale: 3, mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("tfg_priority_grades_key").on(t.userId, t.degreeId)],
);

/** Area requests: a student asks for a degree, call, area and director, ranked 1 ('Opción A') to 8. */
export const tfgRequests = pgTable(
  "tfg_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
    termId: integer("term_id")
      .notNull()
      .references(() => tfgTerms.id),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
    areaId: integer("area_id")
      .notNull()
      .references(() => tfgAreas.id),
    instructorId: integer("instructor_id")
      .notNull()
      .references(() => users.id),
    priority: integer("priority").notNull(),
    status: tfgRequestStatusEnum("status").notNull().default("OPEN"),
    provisionalTitle: text("provisional_title"),
    rejectReason: text("reject_reason"),
    /** The allocation whose counter an accepted request holds. */
    allocationId: integer("allocation_id").references(() => tfgAllocations.id),
    /** Bumped on every change, so a proposal can tell that a request moved since it was made. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tfg_requests_priority", sql`${t.priority} BETWEEN 1 AND 8`),
    uniqueIndex("tfg_requests_open_key")
      .on(t.userId, t.degreeId, t.instructorId)
      .where(sql`${t.status} = 'OPEN'`),
    index("tfg_requests_user_idx").on(t.userId, t.degreeId, t.academicYearId),
    index("tfg_requests_instructor_idx").on(t.instructorId),
    index("tfg_requests_area_idx").on(t.areaId),
    index("tfg_requests_created_idx").on(t.createdAt),
  ],
);

/** Courts (tribunales) of an academic year: three instructors who hear defenses in some degrees. */
export const tfgCourts = pgTable(
  "tfg_courts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    chairmanId: integer("chairman_id")
      .notNull()
      .references(() => users.id),
    secretaryId: integer("secretary_id")
      .notNull()
      .references(() => users.id),
    vocalId: integer("vocal_id").references(() => users.id),
    academicYearId: integer("academic_year_id")
      .notNull()
      .references(() => academicYears.id),
    /** How long each time slot of this court lasts. */
    slotMinutes: integer("slot_minutes").notNull().default(120),
  },
  (t) => [
    check("tfg_courts_slot_minutes", sql`${t.slotMinutes} BETWEEN 15 AND 720`),
    index("tfg_courts_year_idx").on(t.academicYearId),
  ],
);

export const tfgCourtDegrees = pgTable(
  "tfg_court_degrees",
  {
    courtId: integer("court_id")
      .notNull()
      .references(() => tfgCourts.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id")
      .notNull()
      .references(() => degrees.id),
  },
  (t) => [primaryKey({ columns: [t.courtId, t.degreeId] })],
);

/** A court's time slots; a slot is reserved while an OPEN or ACCEPTED defense holds it. */
export const tfgTimeSpans = pgTable(
  "tfg_time_spans",
  {
    id: serial("id").primaryKey(),
    courtId: integer("court_id")
      .notNull()
      .references(() => tfgCourts.id, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("tfg_time_spans_dates", sql`${t.start} < ${t.end}`),
    uniqueIndex("tfg_time_spans_start_key").on(t.courtId, t.start),
  ],
);

/**
 * Defense requests. The partial unique index on `time_span_id` is the database's guarantee that a
 * slot is held by at most one live (OPEN or ACCEPTED) defense; rejecting or cancelling frees it.
 */
export const tfgDefenses = pgTable(
  "tfg_defenses",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => tfgRequests.id),
    courtId: integer("court_id")
      .notNull()
      .references(() => tfgCourts.id),
    timeSpanId: integer("time_span_id").references(() => tfgTimeSpans.id, { onDelete: "set null" }),
    termId: integer("term_id")
      .notNull()
      .references(() => tfgTerms.id),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    status: tfgRequestStatusEnum("status").notNull().default("OPEN"),
    location: text("location"),
    rejectReason: text("reject_reason"),
    title: text("title"),
    comments: text("comments"),
    chairmanId: integer("chairman_id")
      .notNull()
      .references(() => users.id),
    secretaryId: integer("secretary_id")
      .notNull()
      .references(() => users.id),
    vocalId: integer("vocal_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "tfg_defenses_members",
      sql`${t.chairmanId} <> ${t.secretaryId} AND ${t.chairmanId} <> ${t.vocalId} AND ${t.secretaryId} <> ${t.vocalId}`,
    ),
    uniqueIndex("tfg_defenses_slot_key")
      .on(t.timeSpanId)
      .where(sql`${t.status} IN ('OPEN', 'ACCEPTED')`),
    uniqueIndex("tfg_defenses_request_key")
      .on(t.requestId)
      .where(sql`${t.status} IN ('OPEN', 'ACCEPTED')`),
    index("tfg_defenses_court_idx").on(t.courtId),
    index("tfg_defenses_start_idx").on(t.start),
  ],
);
