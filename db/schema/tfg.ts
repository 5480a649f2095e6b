import { sql } from "drizzle-orm";
import {
  check, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean,
} from "drizzle-orm/pg-core";
import { REQUEST_STATUSES, TERM_TYPES } from "@/lib/tfg/constants";
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
    academicYearId: integer("academic_year_id").notNull().references(() => academicYears.id),
  },
  (t) => [uniqueIndex("tfg_areas_name_key").on(t.academicYearId, sql`lower(${t.name})`)],
);

export const tfgAreaDegrees = pgTable(
  "tfg_area_degrees",
  {
    areaId: integer("area_id").notNull().references(() => tfgAreas.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id").notNull().references(() => degrees.id),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.degreeId] }), index("tfg_area_degrees_degree_idx").on(t.degreeId)],
);

export const tfgAreaManagers = pgTable(
  "tfg_area_managers",
  {
    areaId: integer("area_id").notNull().references(() => tfgAreas.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id),
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
    academicYearId: integer("academic_year_id").notNull().references(() => academicYears.id),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
  },
  (t) => [check("tfg_terms_dates", sql`${t.start} < ${t.end}`), index("tfg_terms_year_idx").on(t.academicYearId, t.type)],
);

export const tfgTermDegrees = pgTable(
  "tfg_term_degrees",
  {
    termId: integer("term_id").notNull().references(() => tfgTerms.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id").notNull().references(() => degrees.id),
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
    instructorId: integer("instructor_id").notNull().references(() => users.id),
    academicYearId: integer("academic_year_id").notNull().references(() => academicYears.id),
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
    allocationId: integer("allocation_id").notNull().references(() => tfgAllocations.id, { onDelete: "cascade" }),
    degreeId: integer("degree_id").notNull().references(() => degrees.id),
    instructorId: integer("instructor_id").notNull().references(() => users.id),
    academicYearId: integer("academic_year_id").notNull().references(() => academicYears.id),
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
    userId: integer("user_id").notNull().references(() => users.id),
    degreeId: integer("degree_id").notNull().references(() => degrees.id),
    priority: numeric("priority", { precision: 7, scale: 3, mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("tfg_priority_grades_key").on(t.userId, t.degreeId)],
);

/** Area requests: a student asks for a degree, call, area and director, ranked 1 ('Opción A') to 8. */
export const tfgRequests = pgTable(
  "tfg_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id),
    degreeId: integer("degree_id").notNull().references(() => degrees.id),
    termId: integer("term_id").notNull().references(() => tfgTerms.id),
    academicYearId: integer("academic_year_id").notNull().references(() => academicYears.id),
    areaId: integer("area_id").notNull().references(() => tfgAreas.id),
    instructorId: integer("instructor_id").notNull().references(() => users.id),
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
    uniqueIndex("tfg_requests_open_key").on(t.userId, t.degreeId, t.instructorId).where(sql`${t.status} = 'OPEN'`),
    index("tfg_requests_user_idx").on(t.userId, t.degreeId, t.academicYearId),
    index("tfg_requests_instructor_idx").on(t.instructorId),
    index("tfg_requests_area_idx").on(t.areaId),
    index("tfg_requests_created_idx").on(t.createdAt),
  ],
);
