import { aliasedTable, and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { fullName } from "@/db/full-name";
import { courseMembers, courses, degrees, interactionAttachments, interactions, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import type { SessionUser } from "@/lib/auth/session-store";
import { visibleCourses, visibleStudents } from "@/lib/auth/student-scope";
import { pagedList } from "@/lib/list/paged-list";
import type { Page } from "@/lib/validation/common";
import type { CourseUserRow, InteractionListQuery, InteractionRow, OptionRow } from "./schemas";
import { membershipInYear } from "@/lib/academic-year/memberships";

const issuers = aliasedTable(users, "issuers");
const SORT_COLUMNS = { id: interactions.id, created: interactions.createdAt };

/** Authors edit and delete their own interactions; secretaries and admins any they see. */
export const mayEdit = (viewer: SessionUser, issuerId: number) =>
  viewer.id === issuerId || viewer.role === "ROLE_SECR" || viewer.role === "ROLE_ADMIN";

/** Interactions about students the viewer may see, newest first, paged; `receiver` narrows to one student. */
export async function listInteractions(
  db: Db,
  viewer: SessionUser,
  q: InteractionListQuery,
): Promise<Page<InteractionRow>> {
  const where = and(visibleStudents(viewer), q.receiver ? eq(users.externalId, q.receiver) : undefined);
  const page = await pagedList(db, q, {
    fields: {
      id: interactions.id,
      type: interactions.type,
      created: interactions.createdAt,
      issuerId: interactions.issuerId,
      issuer: issuers.externalId,
      issuerName: fullName(issuers),
      receiver: users.externalId,
      receiverName: fullName(users),
      dni: users.dni,
      titulation: degrees.externalId,
      course: courses.externalId,
      interactionText: interactions.text,
    },
    rows: (fields) =>
      db
        .select(fields)
        .from(interactions)
        .innerJoin(users, eq(users.id, interactions.receiverId))
        .innerJoin(issuers, eq(issuers.id, interactions.issuerId))
        .leftJoin(degrees, eq(degrees.id, interactions.degreeId))
        .leftJoin(courses, eq(courses.id, interactions.courseId))
        .where(where)
        .$dynamic(),
    sorts: SORT_COLUMNS,
    defaultSort: "created",
    tiebreak: interactions.id,
  });
  const rows = page.content;
  const files = rows.length
    ? await db
        .select({
          interactionId: interactionAttachments.interactionId,
          id: interactionAttachments.id,
          name: interactionAttachments.filename,
        })
        .from(interactionAttachments)
        .where(
          inArray(
            interactionAttachments.interactionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(interactionAttachments.id))
    : [];
  return {
    ...page,
    content: rows.map(({ issuerId, ...r }) => {
      const own = files.filter((f) => f.interactionId === r.id).map(({ id, name }) => ({ id, name }));
      return {
        ...r,
        created: r.created.toISOString(),
        attatchments: own.map((f) => f.name),
        files: own,
        editable: mayEdit(viewer, issuerId),
      };
    }),
  };
}

/** An interaction the viewer may see (its receiver is in their scope), or 404. */
export async function visibleInteraction(db: Db, viewer: SessionUser, id: number) {
  const [row] = await db
    .select({ id: interactions.id, issuerId: interactions.issuerId, receiverId: interactions.receiverId })
    .from(interactions)
    .innerJoin(users, eq(users.id, interactions.receiverId))
    .where(and(eq(interactions.id, id), visibleStudents(viewer)));
  if (!row) throw new NotFoundError(msg("interactions.errors.notFound"));
  return row;
}

/** Degrees of the courses the viewer may pick from, as the wizard's options. */
export async function titulationOptions(db: Db, viewer: SessionUser): Promise<OptionRow[]> {
  return db
    .selectDistinct({ courseId: degrees.externalId, name: degrees.name })
    .from(degrees)
    .innerJoin(courses, eq(courses.degreeId, degrees.id))
    .where(visibleCourses(viewer))
    .orderBy(asc(degrees.name), asc(degrees.externalId));
}

export async function courseOptions(db: Db, viewer: SessionUser, titulation?: string): Promise<OptionRow[]> {
  return db
    .select({ courseId: courses.externalId, name: courses.name })
    .from(courses)
    .innerJoin(degrees, eq(degrees.id, courses.degreeId))
    .where(and(visibleCourses(viewer), titulation ? eq(degrees.externalId, titulation) : undefined))
    .orderBy(asc(courses.name), asc(courses.externalId));
}

/** Students enrolled in a course the viewer may pick from (404 for any other course). */
export async function courseUsers(db: Db, viewer: SessionUser, courseExternalId: string): Promise<CourseUserRow[]> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.externalId, courseExternalId), visibleCourses(viewer)));
  if (!course) throw new NotFoundError(msg("interactions.errors.courseNotFound"));
  return db
    .select({ externalId: users.externalId, name: fullName(users), dni: users.dni })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(
      and(
        eq(courseMembers.courseId, course.id),
        eq(courseMembers.memberRole, "STUDENT"),
        membershipInYear(),
        visibleStudents(viewer),
      ),
    )
    .orderBy(asc(users.familyName), asc(users.givenName));
}

/**
 * A student's courses (student in the viewer's scope) that the viewer may pick, as options: an
 * interaction naming any other course is refused (COURSE_NOT_TAUGHT).
 */
export async function studentCourseOptions(db: Db, viewer: SessionUser, studentId: number): Promise<OptionRow[]> {
  return db
    .select({ courseId: courses.externalId, name: courses.name })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(
      and(
        eq(courseMembers.userId, studentId),
        eq(courseMembers.memberRole, "STUDENT"),
        membershipInYear(),
        visibleCourses(viewer),
      ),
    )
    .orderBy(asc(courses.name));
}
