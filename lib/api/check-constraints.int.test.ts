import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/database";
import * as schema from "@/db/schema";
import { errorResponse } from "./error-response";
import { constraintName } from "./errors";

// Every CHECK of the schema, broken by a row that keeps the table's other checks: the database's 23514
// reaches the client as a 409 with a Spanish message, like a duplicate (23505). The services validate
// before writing, so no endpoint reaches these rules with a single request; a race can (two accepts on
// the last seat), and that is what the map is for. A row is inserted with every required column filled
// and the rule broken; the CHECK fails before any foreign key is looked at.
const MESSAGE =
  "La operación no cumple las reglas de los datos (un límite, un intervalo de fechas o un valor permitido)";
const EARLY = new Date("2026-01-01T10:00:00Z");
const LATE = new Date("2026-01-02T10:00:00Z");

const CASES: Record<string, { table: PgTable; values: Record<string, unknown> }> = {
  grades_grade_range: { table: schema.grades, values: { grade: 10.5 } },
  course_members_source_request: { table: schema.courseMembers, values: { source: "enrolment" } },
  exam_venues_capacity: { table: schema.examVenues, values: { capacity: -1 } },
  exams_duration_positive: { table: schema.exams, values: { durationMinutes: 0 } },
  exam_requests_period: { table: schema.examRequests, values: { startsAt: LATE, endsAt: EARLY } },
  exam_venue_sessions_seats: { table: schema.examVenueSessions, values: { capacity: 2, taken: 3 } },
  instance_templates_active_dates: { table: schema.instanceTemplates, values: { active: true, start: null } },
  instance_templates_period: { table: schema.instanceTemplates, values: { start: LATE, end: EARLY } },
  instances_user_text_length: { table: schema.instances, values: { userId: 1, userText: "x".repeat(201) } },
  instances_owner: { table: schema.instances, values: { external: false, userId: null } },
  notification_templates_type: { table: schema.notificationTemplates, values: { type: 3 } },
  notification_assignations_type: { table: schema.notificationAssignations, values: { type: 3 } },
  enrollment_terms_dates: { table: schema.enrollmentTerms, values: { startDate: LATE, endDate: EARLY } },
  enrollment_courses_counts: { table: schema.enrollmentCourses, values: { enrollments: 6, maxEnrollments: 5 } },
  enrollment_courses_credits: { table: schema.enrollmentCourses, values: { credits: -1 } },
  tfg_terms_dates: { table: schema.tfgTerms, values: { start: LATE, end: EARLY } },
  tfg_allocations_limit: { table: schema.tfgAllocations, values: { limit: 1, accepted: 2 } },
  tfg_requests_priority: { table: schema.tfgRequests, values: { priority: 9 } },
  tfg_courts_slot_minutes: { table: schema.tfgCourts, values: { slotMinutes: 10 } },
  tfg_time_spans_dates: { table: schema.tfgTimeSpans, values: { start: LATE, end: EARLY } },
  tfg_defenses_members: { table: schema.tfgDefenses, values: { chairmanId: 1, secretaryId: 1, vocalId: 2 } },
};

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const schemaChecks = tables.flatMap((t) => getTableConfig(t).checks.map((c) => c.name));

/** A value of the column's type for every required column without a default, then the case's own. */
function rowFor(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(table)) {
    if (!getTableConfig(table).columns.includes(column) || !column.notNull || column.hasDefault) continue;
    row[key] = column.enumValues?.[0] ?? sampleOf(column.dataType, column.getSQLType());
  }
  return { ...row, ...values };
}

function sampleOf(dataType: string, sqlType: string): unknown {
  if (sqlType === "bytea") return Buffer.from("x");
  if (dataType.startsWith("number") || dataType === "bigint") return 1;
  if (dataType === "boolean") return false;
  if (dataType === "date" || sqlType.startsWith("timestamp")) return EARLY;
  if (dataType === "json") return {};
  if (dataType === "array") return [];
  return "x";
}

describe("a CHECK violation is a 409 with a Spanish message", () => {
  beforeAll(() => getDb(), 120_000);

  it("every CHECK of the schema has a case here", () => {
    expect(Object.keys(CASES).sort()).toEqual([...schemaChecks].sort());
  });

  it.each(Object.entries(CASES))("%s", async (name, { table, values }) => {
    const err = await (
      await getDb()
    )
      .insert(table)
      .values(rowFor(table, values))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(constraintName(err)).toBe(name);
    const res = errorResponse(err, "test", "es");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: MESSAGE });
  });

  it("an exclusion violation (two overlapping exams of one student, in a race) is a 409 too", async () => {
    const err = Object.assign(new Error("Failed query"), {
      cause: Object.assign(new Error("conflicting key value"), { code: "23P01" }),
    });
    const res = errorResponse(err, "test", "es");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Ya existe un registro que coincide en el tiempo con este" });
  });
});
