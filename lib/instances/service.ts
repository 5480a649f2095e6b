import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import {
  academicYears,
  instanceFileVersions,
  instanceHistory,
  instanceRegistrations,
  instances,
  instanceTemplates,
  instanceTypes,
  users,
} from "@/db/schema";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session-store";
import { sanitizeFileName } from "@/lib/files/file-name";
import { storeFile } from "@/lib/files/store";
import type { UploadedFile } from "@/lib/files/upload";
import type { InstanceAction, InstanceStatus } from "./constants";
import { notifyStudent, type InstanceEvent } from "./notify";
import { findStudent, readableInstance, templateIsOpen } from "./queries";
import { register } from "./registration";
import {
  MESSAGES,
  type InstanceCreateValues,
  type InstancePatchBody,
  type InstanceTypeBody,
  type TemplateValues,
} from "./schemas";

// ---- types ----

async function assertTypeNameFree(db: Db, name: string, except?: number) {
  const [existing] = await db
    .select({ id: instanceTypes.id })
    .from(instanceTypes)
    .where(
      and(
        sql`lower(${instanceTypes.name}) = lower(${name})`,
        except ? sql`${instanceTypes.id} <> ${except}` : undefined,
      ),
    );
  if (existing) throw new ConflictError(MESSAGES.typeDuplicate);
}

export async function createInstanceType(db: Db, body: InstanceTypeBody) {
  await assertTypeNameFree(db, body.name);
  const [row] = await db.insert(instanceTypes).values({ name: body.name }).returning();
  return row!;
}

export async function updateInstanceType(db: Db, id: number, body: InstanceTypeBody) {
  await assertTypeNameFree(db, body.name, id);
  const [row] = await db.update(instanceTypes).set({ name: body.name }).where(eq(instanceTypes.id, id)).returning();
  if (!row) throw new NotFoundError(MESSAGES.typeNotFound);
  return row;
}

/** A type that templates use is kept: they would lose their type. */
export async function deleteInstanceType(db: Db, id: number) {
  const [inUse] = await db
    .select({ id: instanceTemplates.id })
    .from(instanceTemplates)
    .where(eq(instanceTemplates.typeId, id))
    .limit(1);
  if (inUse) throw new ConflictError(MESSAGES.typeInUse);
  const [row] = await db.delete(instanceTypes).where(eq(instanceTypes.id, id)).returning({ id: instanceTypes.id });
  if (!row) throw new NotFoundError(MESSAGES.typeNotFound);
  return row;
}

// ---- templates ----

async function templateColumns(db: Db, t: TemplateValues) {
  const [type] = await db.select({ id: instanceTypes.id }).from(instanceTypes).where(eq(instanceTypes.id, t.typeId));
  if (!type) throw new ValidationError(MESSAGES.typeNotFound, { typeId: [MESSAGES.typeNotFound] });
  const [term] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, t.termId));
  if (!term) throw new ValidationError(MESSAGES.termNotFound, { termId: [MESSAGES.termNotFound] });
  return {
    typeId: type.id,
    name: t.name,
    start: new Date(t.start!),
    end: new Date(t.end!),
    termId: term.id,
    active: t.active,
  };
}

export async function createTemplate(db: Db, body: TemplateValues) {
  const [row] = await db
    .insert(instanceTemplates)
    .values(await templateColumns(db, body))
    .returning({ id: instanceTemplates.id });
  return row!;
}

export async function updateTemplate(db: Db, id: number, body: TemplateValues) {
  const [row] = await db
    .update(instanceTemplates)
    .set(await templateColumns(db, body))
    .where(eq(instanceTemplates.id, id))
    .returning({ id: instanceTemplates.id });
  if (!row) throw new NotFoundError(MESSAGES.templateNotFound);
  return row;
}

/** A template that requests use is kept: they name it. */
export async function deleteTemplate(db: Db, id: number) {
  const [inUse] = await db.select({ id: instances.id }).from(instances).where(eq(instances.templateId, id)).limit(1);
  if (inUse) throw new ConflictError(MESSAGES.templateInUse);
  const [row] = await db
    .delete(instanceTemplates)
    .where(eq(instanceTemplates.id, id))
    .returning({ id: instanceTemplates.id });
  if (!row) throw new NotFoundError(MESSAGES.templateNotFound);
  return row;
}

// ---- requests ----

type Facts = {
  id: number;
  status: InstanceStatus;
  name: string;
  termId: number;
  userId: number | null;
  userExternalId: string | null;
  email: string | null;
  fullName: string;
};

/** What the registry and the e-mail need to know about a request. */
async function factsOf(db: Db, id: number): Promise<Facts> {
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

const recordHistory = (
  db: Db,
  author: SessionUser,
  instanceId: number,
  action: InstanceAction,
  status: InstanceStatus,
) => db.insert(instanceHistory).values({ instanceId, action, status, changedBy: author.id });

async function notify(db: Db, author: SessionUser, facts: Facts, event: InstanceEvent, exitCode?: string) {
  await notifyStudent(db, author, { email: facts.email, userId: facts.userId }, event, {
    name: facts.name,
    status: facts.status,
    entryCode: await entryCodeOf(db, facts.id),
    exitCode,
  });
}

/** Who the request is for: the student filing it, a student staff chose, or an external student. */
async function ownerColumns(db: Db, author: SessionUser, body: InstanceCreateValues) {
  if (author.role === "ROLE_STUDENT") return { userId: author.id, external: false };
  if (body.external) {
    return {
      userId: null,
      external: true,
      extDni: body.dni,
      extGivenName: body.givenName,
      extSurname1: body.surname1,
      extEmail: body.email,
      extState: body.state,
      extCity: body.city,
      extAddress: body.address,
      extMobilePhone: body.mobilePhone,
      extHomePhone: body.homePhone,
    };
  }
  if (!body.userId) throw new ValidationError(MESSAGES.studentMissing, { userId: [MESSAGES.studentMissing] });
  return { userId: (await findStudent(db, author, body.userId)).id, external: false };
}

/**
 * A new request on an open template: OPEN, with its ENTRY in the registry book (`alumonline` when
 * the student files it, `general` when staff do) and the e-mail queued, all in the caller's transaction.
 */
export async function createInstance(db: Db, author: SessionUser, body: InstanceCreateValues) {
  const [template] = await db
    .select({ id: instanceTemplates.id, name: instanceTemplates.name })
    .from(instanceTemplates)
    .where(and(eq(instanceTemplates.id, body.templateId), templateIsOpen()));
  if (!template) throw new ValidationError(MESSAGES.templateNotOpen, { templateId: [MESSAGES.templateNotOpen] });
  const [row] = await db
    .insert(instances)
    .values({
      templateId: template.id,
      userText: body.userText,
      createdBy: author.id,
      ...(await ownerColumns(db, author, body)),
    })
    .returning({ id: instances.id });
  await recordHistory(db, author, row!.id, "CREATE", "OPEN");
  const facts = await factsOf(db, row!.id);
  const entryCode = await register(db, author, {
    instanceId: facts.id,
    kind: "ENTRY",
    bookType: author.role === "ROLE_STUDENT" ? "alumonline" : "general",
    termId: facts.termId,
    userExternalId: facts.userExternalId,
    receiver: "Secretaría",
    documentType: `Instancia ${facts.id}: ${facts.name}`,
    text: body.userText,
  });
  await notify(db, author, facts, "CREATE");
  return { id: facts.id, status: facts.status, entryCode };
}

/**
 * Moves a request from one of `from` in one conditional UPDATE, so two people acting at once cannot
 * both succeed; a request in any other state is a 409 and nothing changes.
 */
async function transition(db: Db, id: number, from: InstanceStatus[], set: Partial<typeof instances.$inferInsert>) {
  const [row] = await db
    .update(instances)
    .set(set)
    .where(and(eq(instances.id, id), inArray(instances.status, from)))
    .returning({ id: instances.id, status: instances.status });
  if (row) return row;
  const [exists] = await db.select({ id: instances.id }).from(instances).where(eq(instances.id, id));
  if (!exists) throw new NotFoundError(MESSAGES.instanceNotFound);
  throw new ConflictError(MESSAGES.updateError);
}

/** A student cancels their own OPEN request. */
export async function cancelInstance(db: Db, student: SessionUser, id: number) {
  await readableInstance(db, student, id);
  const row = await transition(db, id, ["OPEN"], { status: "CANCELED" });
  await recordHistory(db, student, id, "CANCEL", row.status);
  await notify(db, student, await factsOf(db, id), "CANCEL");
  return row;
}

/** The secretary closes an OPEN or IN_PROCESS request; its closing goes to the registry book as an EXIT. */
export async function closeInstance(db: Db, secretary: SessionUser, id: number) {
  const row = await transition(db, id, ["OPEN", "IN_PROCESS"], {
    status: "CLOSED",
    closedAt: new Date(),
    closedBy: secretary.id,
  });
  await recordHistory(db, secretary, id, "CLOSE", row.status);
  const facts = await factsOf(db, id);
  const exitCode = await register(db, secretary, {
    instanceId: id,
    kind: "EXIT",
    bookType: "general",
    termId: facts.termId,
    userExternalId: facts.userExternalId,
    receiver: facts.fullName,
    documentType: `Instancia ${id}: ${facts.name}`,
    text: "Cierre de la instancia",
  });
  await notify(db, secretary, facts, "CLOSE", exitCode);
  return { ...row, exitCode };
}

/**
 * `PATCH`: the secretary answers (an OPEN request moves to IN_PROCESS) or puts it IN_PROCESS;
 * the coordinator reopens a CLOSED one.
 */
export async function patchInstance(db: Db, user: SessionUser, id: number, body: InstancePatchBody) {
  if (body.status === "OPEN") {
    if (user.role === "ROLE_SECR") throw new ForbiddenError(MESSAGES.onlyReopenNotSecretary);
    const row = await transition(db, id, ["CLOSED"], { status: "OPEN", closedAt: null, closedBy: null });
    await recordHistory(db, user, id, "REOPEN", row.status);
    await notify(db, user, await factsOf(db, id), "REOPEN");
    return row;
  }
  if (user.role !== "ROLE_SECR") throw new ForbiddenError(MESSAGES.onlySecretary);
  if (body.status === "IN_PROCESS") {
    const row = await transition(db, id, ["OPEN"], { status: "IN_PROCESS" });
    await recordHistory(db, user, id, "IN_PROCESS", row.status);
    return row;
  }
  const row = await transition(db, id, ["OPEN", "IN_PROCESS"], {
    status: "IN_PROCESS",
    instructorText: body.instructorText || null,
  });
  await recordHistory(db, user, id, "ANSWER", row.status);
  await notify(db, user, await factsOf(db, id), "ANSWER");
  return row;
}

const FILE_COLUMNS = {
  student: { id: "studentFileId", name: "studentFileName", action: "STUDENT_FILE", kind: "STUDENT" },
  response: { id: "responseFileId", name: "responseFileName", action: "RESPONSE_FILE", kind: "RESPONSE" },
} as const;

/**
 * Attaches a file while the request is neither closed nor cancelled (409 otherwise). A file replaces
 * the current one of its kind, which is kept as an earlier version. Only the student replaces their
 * own file: staff attach it when there is none yet (filing on behalf), and otherwise answer with the
 * response file (403); the conditional UPDATE holds that against two uploads at once.
 */
export async function uploadInstanceFile(
  db: Db,
  user: SessionUser,
  id: number,
  which: keyof typeof FILE_COLUMNS,
  file: UploadedFile,
) {
  const instance = await readableInstance(db, user, id);
  const staffOnStudentFile = which === "student" && user.role !== "ROLE_STUDENT";
  if (staffOnStudentFile && instance.studentFileName) throw new ForbiddenError(MESSAGES.studentFileIsStudents);
  const filename = sanitizeFileName(file.name);
  const stored = await storeFile(db, user, file.bytes, filename);
  const columns = FILE_COLUMNS[which];
  const [row] = await db
    .update(instances)
    .set({ [columns.id]: stored.id, [columns.name]: filename })
    .where(
      and(
        eq(instances.id, id),
        notInArray(instances.status, ["CLOSED", "CANCELED"]),
        staffOnStudentFile ? isNull(instances.studentFileId) : undefined,
      ),
    )
    .returning({ id: instances.id, status: instances.status });
  if (!row) throw new ConflictError(MESSAGES.fileLocked);
  await db
    .insert(instanceFileVersions)
    .values({ instanceId: id, kind: columns.kind, fileId: stored.id, fileName: filename, uploadedBy: user.id });
  await recordHistory(db, user, id, columns.action, row.status);
  return { id, fileName: filename, message: MESSAGES.fileUploaded };
}
