// Column shapes every table writes the same way, written once. Each call makes a new column.
import { integer, serial, timestamp, type ReferenceConfig } from "drizzle-orm/pg-core";

/** The serial primary key `id`. */
export const id = () => serial("id").primaryKey();

/** An instant: every timestamp the portal keeps has a time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When something happened to the row (created, changed, uploaded…): the database's clock on insert. */
export const stamp = (name: string) => instant(name).notNull().defaultNow();

/** `created_at` and `modified_at`, both stamped on insert; writers set `modified_at` on change. */
export const timestamps = () => ({ createdAt: stamp("created_at"), modifiedAt: stamp("modified_at") });

/** A required period `[start, end]`. */
export const period = () => ({ start: instant("start").notNull(), end: instant("end").notNull() });

type Target = ReferenceConfig["ref"];
type Actions = ReferenceConfig["actions"];

/** A required foreign key to an integer id. */
export const ref = (name: string, target: Target, actions?: Actions) =>
  integer(name).notNull().references(target, actions);

/** An optional foreign key to an integer id. */
export const optionalRef = (name: string, target: Target, actions?: Actions) =>
  integer(name).references(target, actions);
