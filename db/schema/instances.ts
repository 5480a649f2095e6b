import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { INSTANCE_ACTIONS, INSTANCE_FILE_KINDS, INSTANCE_REGISTRY_KINDS, INSTANCE_STATUSES } from "../enums/instances";
import { storedFiles } from "./platform";
import { registryEntries } from "./registry";
import { id, instant, optionalRef, ref, stamp } from "../columns";
import { academicYearRef, changed, namedFile, optionalUserRef, userRef } from "../foreign-keys";

export const instanceStatusEnum = pgEnum("instance_status", INSTANCE_STATUSES);
export const instanceActionEnum = pgEnum("instance_action", INSTANCE_ACTIONS);
export const instanceRegistryKindEnum = pgEnum("instance_registry_kind", INSTANCE_REGISTRY_KINDS);
export const instanceFileKindEnum = pgEnum("instance_file_kind", INSTANCE_FILE_KINDS);

export const instanceTypes = pgTable(
  "instance_types",
  {
    id: id(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("instance_types_name_key").on(sql`lower(${t.name})`)],
);

/** What a student may ask for, and when: open to requests while active and inside [start, end], both ends included (lib/window/open-now). */
export const instanceTemplates = pgTable(
  "instance_templates",
  {
    id: id(),
    typeId: ref("type_id", () => instanceTypes.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    start: instant("start"),
    end: instant("end"),
    termId: academicYearRef("term_id"),
    active: boolean("active").notNull().default(false),
  },
  (t) => [
    index("instance_templates_type_idx").on(t.typeId),
    check("instance_templates_active_dates", sql`NOT ${t.active} OR (${t.start} IS NOT NULL AND ${t.end} IS NOT NULL)`),
    check("instance_templates_period", sql`${t.start} IS NULL OR ${t.end} IS NULL OR ${t.end} > ${t.start}`),
  ],
);

/**
 * A request: a portal student's (userId) or an external student's (the ext* columns, external = true).
 * Its student and response file columns name the current files; every version is in instance_file_versions.
 */
export const instances = pgTable(
  "instances",
  {
    id: id(),
    templateId: ref("template_id", () => instanceTemplates.id, { onDelete: "restrict" }),
    status: instanceStatusEnum("status").notNull().default("OPEN"),
    userText: text("user_text"),
    instructorText: text("instructor_text"),
    studentFileId: optionalRef("student_file_id", () => storedFiles.id),
    studentFileName: text("student_file_name"),
    responseFileId: optionalRef("response_file_id", () => storedFiles.id),
    responseFileName: text("response_file_name"),
    userId: optionalUserRef("user_id"),
    external: boolean("external").notNull().default(false),
    extDni: text("ext_dni"),
    extGivenName: text("ext_given_name"),
    extSurname1: text("ext_surname1"),
    extEmail: text("ext_email"),
    extState: text("ext_state"),
    extCity: text("ext_city"),
    extAddress: text("ext_address"),
    extMobilePhone: text("ext_mobile_phone"),
    extHomePhone: text("ext_home_phone"),
    createdBy: userRef("created_by"),
    createdAt: stamp("created_at"),
    closedAt: instant("closed_at"),
    closedBy: optionalUserRef("closed_by"),
  },
  (t) => [
    index("instances_user_idx").on(t.userId, t.createdAt),
    index("instances_status_idx").on(t.status, t.createdAt),
    index("instances_created_idx").on(t.createdAt),
    index("instances_template_idx").on(t.templateId),
    check("instances_user_text_length", sql`char_length(${t.userText}) <= 200`),
    check(
      "instances_owner",
      sql`(${t.external} AND ${t.userId} IS NULL AND ${t.extDni} IS NOT NULL AND ${t.extGivenName} IS NOT NULL AND ${t.extSurname1} IS NOT NULL AND ${t.extEmail} IS NOT NULL)
        OR (NOT ${t.external} AND ${t.userId} IS NOT NULL)`,
    ),
  ],
);

/** Every change of a request: what, the state it left, who and when. */
export const instanceHistory = pgTable(
  "instance_history",
  {
    id: id(),
    instanceId: ref("instance_id", () => instances.id),
    action: instanceActionEnum("action").notNull(),
    status: instanceStatusEnum("status").notNull(),
    ...changed(),
  },
  (t) => [index("instance_history_instance_idx").on(t.instanceId, t.changedAt)],
);

/** The registry book entries of a request: its ENTRY and one EXIT per closing, each with a code unique per year. */
export const instanceRegistrations = pgTable(
  "instance_registrations",
  {
    id: id(),
    instanceId: ref("instance_id", () => instances.id),
    kind: instanceRegistryKindEnum("kind").notNull(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    code: text("code").notNull(),
    registryEntryId: ref("registry_entry_id", () => registryEntries.id),
    createdAt: stamp("created_at"),
  },
  (t) => [
    uniqueIndex("instance_registrations_code_key").on(t.code),
    uniqueIndex("instance_registrations_number_key").on(t.kind, t.year, t.number),
    uniqueIndex("instance_registrations_entry_key").on(t.registryEntryId),
    uniqueIndex("instance_registrations_one_entry")
      .on(t.instanceId)
      .where(sql`${t.kind} = 'ENTRY'`),
    index("instance_registrations_instance_idx").on(t.instanceId, t.createdAt),
  ],
);

/** Every file attached to a request, the current ones included: a replaced file is kept, not overwritten. */
export const instanceFileVersions = pgTable(
  "instance_file_versions",
  {
    id: id(),
    instanceId: ref("instance_id", () => instances.id),
    kind: instanceFileKindEnum("kind").notNull(),
    ...namedFile(),
    uploadedBy: userRef("uploaded_by"),
    uploadedAt: stamp("uploaded_at"),
  },
  (t) => [index("instance_file_versions_instance_idx").on(t.instanceId, t.kind)],
);
