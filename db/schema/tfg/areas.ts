// TFG thematic areas: offered in some degrees, managed by some instructors.
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, ref } from "../../columns";
import { academicYearRef, degreeRef, userRef } from "../../foreign-keys";

/** Thematic areas of one academic year, offered in some degrees and managed by some instructors. */
export const tfgAreas = pgTable(
  "tfg_areas",
  {
    id: id(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    academicYearId: academicYearRef(),
  },
  (t) => [uniqueIndex("tfg_areas_name_key").on(t.academicYearId, sql`lower(${t.name})`)],
);

export const tfgAreaDegrees = pgTable(
  "tfg_area_degrees",
  {
    areaId: ref("area_id", () => tfgAreas.id, { onDelete: "cascade" }),
    degreeId: degreeRef(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.degreeId] }), index("tfg_area_degrees_degree_idx").on(t.degreeId)],
);

export const tfgAreaManagers = pgTable(
  "tfg_area_managers",
  {
    areaId: ref("area_id", () => tfgAreas.id, { onDelete: "cascade" }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.userId] }), index("tfg_area_managers_user_idx").on(t.userId)],
);
