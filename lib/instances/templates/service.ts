import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, instances, instanceTemplates, instanceTypes } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import type { Locale } from "@/lib/i18n/locales";
import { fieldError } from "../field-error";
import { MESSAGES } from "../messages";
import type { TemplateValues } from "./schemas";

async function templateColumns(db: Db, t: TemplateValues, locale?: Locale) {
  const [type] = await db.select({ id: instanceTypes.id }).from(instanceTypes).where(eq(instanceTypes.id, t.typeId));
  if (!type) throw fieldError("typeId", MESSAGES.typeNotFound, locale);
  const [term] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(eq(academicYears.externalId, t.termId));
  if (!term) throw fieldError("termId", MESSAGES.termNotFound, locale);
  return {
    typeId: type.id,
    name: t.name,
    start: new Date(t.start!),
    end: new Date(t.end!),
    termId: term.id,
    active: t.active,
  };
}

/** `locale`: the requester's, for the field errors (the default language otherwise). */
export async function createTemplate(db: Db, body: TemplateValues, locale?: Locale) {
  const [row] = await db
    .insert(instanceTemplates)
    .values(await templateColumns(db, body, locale))
    .returning({ id: instanceTemplates.id });
  return row!;
}

export async function updateTemplate(db: Db, id: number, body: TemplateValues, locale?: Locale) {
  const [row] = await db
    .update(instanceTemplates)
    .set(await templateColumns(db, body, locale))
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
