// TFG courts, their time slots and the defenses held in them.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, optionalRef, period, ref, stamp } from "../../columns";
import { academicYearRef, degreeRef, optionalUserRef, userRef } from "../../foreign-keys";
import { tfgTerms } from "./terms";
import { tfgRequests, tfgRequestStatusEnum } from "./requests";

/** Courts (tribunales) of an academic year: three instructors who hear defenses in some degrees. */
export const tfgCourts = pgTable(
  "tfg_courts",
  {
    id: id(),
    name: text("name").notNull(),
    chairmanId: userRef("chairman_id"),
    secretaryId: userRef("secretary_id"),
    vocalId: optionalUserRef("vocal_id"),
    academicYearId: academicYearRef(),
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
    courtId: ref("court_id", () => tfgCourts.id, { onDelete: "cascade" }),
    degreeId: degreeRef(),
  },
  (t) => [primaryKey({ columns: [t.courtId, t.degreeId] })],
);

/** A court's time slots; a slot is reserved while an OPEN or ACCEPTED defense holds it. */
export const tfgTimeSpans = pgTable(
  "tfg_time_spans",
  {
    id: id(),
    courtId: ref("court_id", () => tfgCourts.id, { onDelete: "cascade" }),
    ...period(),
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
    id: id(),
    requestId: ref("request_id", () => tfgRequests.id),
    courtId: ref("court_id", () => tfgCourts.id),
    timeSpanId: optionalRef("time_span_id", () => tfgTimeSpans.id, { onDelete: "set null" }),
    termId: ref("term_id", () => tfgTerms.id),
    ...period(),
    status: tfgRequestStatusEnum("status").notNull().default("OPEN"),
    location: text("location"),
    rejectReason: text("reject_reason"),
    title: text("title"),
    comments: text("comments"),
    chairmanId: userRef("chairman_id"),
    secretaryId: userRef("secretary_id"),
    vocalId: userRef("vocal_id"),
    createdAt: stamp("created_at"),
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
