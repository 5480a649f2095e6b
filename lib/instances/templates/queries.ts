import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { academicYears, instanceTemplates, instanceTypes } from "@/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionUser } from "@/lib/auth/session-store";
import { openNow } from "@/lib/window/open-now";
import { fieldError } from "../field-error";
import { MESSAGES } from "../messages";
import type { TemplateRow, TermOption } from "./schemas";

/**
 * A template takes requests while active and inside its period, both ends included, asked of the
 * database's clock (the one window rule of every module).
 */
export const templateOpenNow = () =>
  and(eq(instanceTemplates.active, true), openNow(instanceTemplates.start, instanceTemplates.end))!;

const templateShape = {
  id: instanceTemplates.id,
  typeId: instanceTemplates.typeId,
  typeName: instanceTypes.name,
  name: instanceTemplates.name,
  start: instanceTemplates.start,
  end: instanceTemplates.end,
  termId: academicYears.externalId,
  termName: academicYears.name,
  active: instanceTemplates.active,
};

function selectTemplates(db: Db, where?: SQL) {
  return db
    .select(templateShape)
    .from(instanceTemplates)
    .innerJoin(instanceTypes, eq(instanceTypes.id, instanceTemplates.typeId))
    .innerJoin(academicYears, eq(academicYears.id, instanceTemplates.termId))
    .where(where);
}

const toTemplateRow = (r: Awaited<ReturnType<typeof selectTemplates>>[number]): TemplateRow => ({
  ...r,
  start: r.start?.toISOString() ?? null,
  end: r.end?.toISOString() ?? null,
});

/** Every template (`all`, staff), or only those open now; newest period first. */
export async function listTemplates(db: Db, all: boolean): Promise<TemplateRow[]> {
  const rows = await selectTemplates(db, all ? undefined : templateOpenNow()).orderBy(
    desc(instanceTemplates.start),
    desc(instanceTemplates.id),
  );
  return rows.map(toTemplateRow);
}

/** What a caller lists: every template when staff ask for `all`, otherwise the open ones. */
export const templatesFor = (db: Db, viewer: SessionUser, all: boolean) =>
  listTemplates(db, all && viewer.role !== "ROLE_STUDENT");

/** A template open to requests now, by id: 400 when there is none (closed, inactive or unknown). */
export async function openTemplate(db: Db, id: number, locale?: Locale) {
  const [template] = await db
    .select({ id: instanceTemplates.id, name: instanceTemplates.name })
    .from(instanceTemplates)
    .where(and(eq(instanceTemplates.id, id), templateOpenNow()));
  if (!template) throw fieldError("templateId", MESSAGES.templateNotOpen, locale);
  return template;
}

/** The terms a template belongs to: the academic years. */
export async function listTerms(db: Db): Promise<TermOption[]> {
  return db
    .select({ name: academicYears.name, externalId: academicYears.externalId })
    .from(academicYears)
    .orderBy(desc(academicYears.name));
}
