import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, users } from "@/db/schema";
import { deliverNow, deliveryStatus, enqueue, type OutboxRow } from "@/lib/outbox/deliver";
import type { Transports } from "@/lib/outbox/transports";
import { assignedTemplate } from "./queries";
import { personLocale } from "@/lib/i18n/offered";
import { renderMail } from "./render";
import type { ListValue, NotificationType, TemplateValues } from "./schemas";
import { membershipInYear } from "@/lib/academic-year/memberships";

export type NotifyUser = typeof users.$inferSelect;
export type NotifyOutcome =
  | { externalId: string; status: "SENT" | "QUEUED" | "FAILED"; outboxId: number; detail?: string }
  | { externalId: string; status: "SKIPPED"; detail: string };

export const REDACTED = "********";

/** What became of a queued mail after its first delivery attempt. */
export const deliveredOutcome = (externalId: string, outboxId: number, after: OutboxRow): NotifyOutcome => ({
  externalId,
  status: deliveryStatus(after),
  outboxId,
  detail: after.lastError ?? undefined,
});

/** Who cannot get a mail, and why: reported, never skipped in silence. */
export async function templateFor(db: Db, user: NotifyUser | undefined, externalId: string, type: NotificationType) {
  if (!user) return { skip: { externalId, status: "SKIPPED", detail: "el usuario no existe" } as const };
  if (!user.email)
    return {
      skip: { externalId, status: "SKIPPED", detail: "el usuario no tiene dirección de correo electrónico" } as const,
    };
  const template = await assignedTemplate(db, type, user.institutionalRoleId);
  if (!template)
    return {
      skip: { externalId, status: "SKIPPED", detail: "no hay plantilla asignada a su rol institucional" } as const,
    };
  return { template };
}

/** Queues a mail; a `held` one waits for the command that holds its real content (see credentials.ts). */
export async function queueMail(db: Db, user: NotifyUser, stored: ReturnType<typeof renderMail>, held = false) {
  return enqueue(db, {
    channel: "EMAIL",
    recipient: user.email!,
    recipientUserId: user.id,
    subject: stored.subject,
    html: stored.html,
    text: stored.text,
    status: held ? "HELD" : "QUEUED",
  });
}

/** `list` for an instructor (their courses as INSTRUCTOR) or a coordinator (as COORDINATOR): each course's students now. */
export async function courseLists(
  db: Db,
  userId: number,
  memberRole: "INSTRUCTOR" | "COORDINATOR",
): Promise<ListValue> {
  const own = await db
    .select({ id: courses.id, name: courses.name, externalId: courses.externalId })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), eq(courseMembers.memberRole, memberRole), membershipInYear()))
    .orderBy(asc(courses.name));
  if (own.length === 0) return [];
  const students = await db
    .select({
      courseId: courseMembers.courseId,
      externalId: users.externalId,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(
      and(
        inArray(
          courseMembers.courseId,
          own.map((c) => c.id),
        ),
        eq(courseMembers.memberRole, "STUDENT"),
        membershipInYear(),
      ),
    )
    .orderBy(asc(users.familyName), asc(users.givenName));
  return own.map((c) => ({
    heading: `${c.name} (${c.externalId})`,
    items: students.filter((s) => s.courseId === c.id).map((s) => `${s.familyName}, ${s.givenName} (${s.externalId})`),
  }));
}

/**
 * `notify lists`: every instructor and coordinator gets the template of their institutional role
 * (types 1 and 2) with their courses' lists. These hold no secret, so they wait in the outbox
 * and the poller retries them if this first attempt fails.
 */
export async function notifyLists(db: Db, transports: Transports): Promise<NotifyOutcome[]> {
  const staff = await db
    .select()
    .from(users)
    .where(inArray(users.role, ["ROLE_INSTRUCTOR", "ROLE_COORD"]))
    .orderBy(asc(users.externalId));
  const outcomes: NotifyOutcome[] = [];
  for (const user of staff) {
    const type: NotificationType = user.role === "ROLE_INSTRUCTOR" ? 1 : 2;
    const found = await templateFor(db, user, user.externalId, type);
    if (found.skip) {
      outcomes.push(found.skip);
      continue;
    }
    const values: TemplateValues = { list: await courseLists(db, user.id, type === 1 ? "INSTRUCTOR" : "COORDINATOR") };
    const row = await queueMail(db, user, renderMail(found.template, values, personLocale(user.locale)));
    const after = await deliverNow(db, row.id, { transports });
    outcomes.push(deliveredOutcome(user.externalId, row.id, after));
  }
  return outcomes;
}
