import { eq } from "drizzle-orm";
import { enrollmentCourses } from "@/db/schema";
import { msg } from "@/lib/i18n/message";
import type { Copier } from "./types";

type Capacity = typeof enrollmentCourses.$inferSelect;

/**
 * Enrolment capacities (plazas de matrícula por asignatura): the same credits, availability and limit,
 * no enrolment counted yet. Nothing is left out: a course with a capacity cannot be deleted, and has no
 * state that would close it.
 */
export const enrollmentCapacitiesCopier: Copier<Capacity> = {
  async plan(db, from) {
    const items = await db.select().from(enrollmentCourses).where(eq(enrollmentCourses.academicYearId, from.id));
    return { items, skipped: [] };
  },
  count: (items) => [{ what: msg("academicYear.report.enrollmentCapacities"), count: items.length }],
  async write(db, items, to) {
    if (items.length === 0) return;
    await db.insert(enrollmentCourses).values(
      items.map((c) => ({
        academicYearId: to.id,
        courseId: c.courseId,
        credits: c.credits,
        available: c.available,
        maxEnrollments: c.maxEnrollments,
        enrollments: 0,
      })),
    );
  },
};
