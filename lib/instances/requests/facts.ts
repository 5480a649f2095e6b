import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceRegistrations, instances, instanceTemplates, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import type { InstanceStatus } from "@/db/enums/instances";
import { personLocale } from "@/lib/i18n/offered";
import { MESSAGES } from "../messages";
import { notifyStudent, type InstanceEvent } from "./notify";

export type Facts = {
  id: number;
  status: InstanceStatus;
  name: string;
  termId: number;
  userId: number | null;
  userExternalId: string | null;
  email: string | null;
  fullName: string;
  /** The student's chosen language (`users.locale`); none for an external student. */
  locale: string | null;
};

/** What the registry and the e-mail need to know about a request. */
export async function factsOf(db: Db, id: number): Promise<Facts> {
  const [row] = await db
    .select({
      id: instances.id,
      status: instances.status,
      name: instanceTemplates.name,
      termId: instanceTemplates.termId,
      userId: instances.userId,
      userExternalId: users.externalId,
      email: sql<string | null>`coalesce(${users.email}, ${instances.extEmail})`,
      fullName: sql<string>`coalesce(${users.givenName} || ' ' || ${users.familyName}, ${instances.extGivenName} || ' ' || ${instances.extSurname1})`,
      locale: users.locale,
    })
    .from(instances)
    .innerJoin(instanceTemplates, eq(instanceTemplates.id, instances.templateId))
    .leftJoin(users, eq(users.id, instances.userId))
    .where(eq(instances.id, id));
  if (!row) throw new NotFoundError(MESSAGES.instanceNotFound);
  return row;
}

async function entryCodeOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ code: instanceRegistrations.code })
    .from(instanceRegistrations)
    .where(and(eq(instanceRegistrations.instanceId, id), eq(instanceRegistrations.kind, "ENTRY")));
  return row?.code ?? null;
}

/** Queues the event's e-mail to the request's student, with its registry codes, in their language (else the default). */
export async function notify(db: Db, author: SessionUser, facts: Facts, event: InstanceEvent, exitCode?: string) {
  const to = {
    email: facts.email,
    userId: facts.userId,
    locale: personLocale(facts.locale),
  };
  await notifyStudent(db, author, to, event, {
    name: facts.name,
    status: facts.status,
    entryCode: await entryCodeOf(db, facts.id),
    exitCode,
  });
}
