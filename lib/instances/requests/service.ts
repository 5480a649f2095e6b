import type { Db } from "@/db";
import { instances } from "@/db/schema";
import { assertYearWritable, yearOf } from "@/lib/academic-year/guard";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Locale } from "@/lib/i18n/locales";
import { defaultLocale } from "@/lib/i18n/offered";
import { translator } from "@/lib/i18n/translate";
import { fieldError } from "../field-error";
import { MESSAGES } from "../messages";
import { register } from "../registration";
import { openTemplate } from "../templates/queries";
import { factsOf, notify } from "./facts";
import { leaveState, recordHistory } from "./leave-state";
import { readableInstance } from "./queries";
import type { InstanceCreateValues, InstancePatchBody } from "./schemas";
import { findStudent } from "./students";

/** The registry book's texts: the institution's record, in its default language. */
const book = () => translator(defaultLocale(), "instances");

/** Who the request is for: the student filing it, a student staff chose, or an external student. */
async function ownerColumns(db: Db, author: SessionUser, body: InstanceCreateValues, locale?: Locale) {
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
  if (!body.userId) throw fieldError("userId", MESSAGES.studentMissing, locale);
  return { userId: (await findStudent(db, author, body.userId)).id, external: false };
}

/**
 * A new request on an open template: OPEN, with its ENTRY in the registry book (`alumonline` when
 * the student files it, `general` when staff do) and the e-mail queued, all in the caller's transaction.
 * `locale`: the requester's, for the field errors. The registry book is written in the default language.
 */
export async function createInstance(db: Db, author: SessionUser, body: InstanceCreateValues, locale?: Locale) {
  await assertYearWritable(db, yearOf.instanceTemplate(body.templateId));
  const template = await openTemplate(db, body.templateId, locale);
  const [row] = await db
    .insert(instances)
    .values({
      templateId: template.id,
      userText: body.userText,
      createdBy: author.id,
      ...(await ownerColumns(db, author, body, locale)),
    })
    .returning({ id: instances.id, status: instances.status });
  await recordHistory(db, author, row!.id, "CREATE", row!.status);
  const facts = await factsOf(db, row!.id);
  const entryCode = await register(db, author, {
    instanceId: facts.id,
    kind: "ENTRY",
    bookType: author.role === "ROLE_STUDENT" ? "alumonline" : "general",
    termId: facts.termId,
    userExternalId: facts.userExternalId,
    receiver: book()("registry.receiver"),
    documentType: book()("registry.documentType", { name: facts.name }),
    text: body.userText,
  });
  await notify(db, author, facts, "CREATE");
  return { id: facts.id, status: facts.status, entryCode };
}

/** A student cancels their own request. */
export async function cancelInstance(db: Db, student: SessionUser, id: number) {
  await readableInstance(db, student, id);
  const row = await leaveState(db, "CANCEL", student, id);
  await notify(db, student, await factsOf(db, id), "CANCEL");
  return row;
}

/** The secretary closes a request; its closing goes to the registry book as an EXIT. */
export async function closeInstance(db: Db, secretary: SessionUser, id: number) {
  const row = await leaveState(db, "CLOSE", secretary, id, { closedAt: new Date(), closedBy: secretary.id });
  const facts = await factsOf(db, id);
  const exitCode = await register(db, secretary, {
    instanceId: id,
    kind: "EXIT",
    bookType: "general",
    termId: facts.termId,
    userExternalId: facts.userExternalId,
    receiver: facts.fullName,
    documentType: book()("registry.documentType", { name: facts.name }),
    text: book()("registry.closeText"),
  });
  await notify(db, secretary, facts, "CLOSE", exitCode);
  return { ...row, exitCode };
}

/** `PATCH`: an answer (`instructorText`), putting the request in process, or reopening it (`status: OPEN`). */
export async function patchInstance(db: Db, user: SessionUser, id: number, body: InstancePatchBody) {
  if (body.status === "OPEN") {
    const row = await leaveState(db, "REOPEN", user, id, { closedAt: null, closedBy: null });
    await notify(db, user, await factsOf(db, id), "REOPEN");
    return row;
  }
  if (body.status === "IN_PROCESS") return leaveState(db, "IN_PROCESS", user, id);
  const row = await leaveState(db, "ANSWER", user, id, { instructorText: body.instructorText || null });
  await notify(db, user, await factsOf(db, id), "ANSWER");
  return row;
}
