import { sql } from "drizzle-orm";
import { boolean, check, index, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../enums/roles";
import { foldSqlOf } from "../search-fold";
import { id, instant, optionalRef, ref, stamp } from "../columns";

export const roleEnum = pgEnum("role", ROLES);
export const idTypeEnum = pgEnum("id_type", ["DNI", "NIE", "PASSPORT"]);
export const memberRoleEnum = pgEnum("member_role", ["STUDENT", "INSTRUCTOR", "COORDINATOR"]);

export const institutionalRoles = pgTable("institutional_roles", {
  id: id(),
  roleId: text("role_id").notNull().unique(),
  name: text("name").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    externalId: text("external_id").notNull().unique(),
    dni: text("dni").notNull(),
    idType: idTypeEnum("id_type").notNull(),
    givenName: text("given_name").notNull(),
    familyName: text("family_name").notNull(),
    email: text("email"),
    mobilePhone: text("mobile_phone"),
    homePhone: text("home_phone"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    role: roleEnum("role").notNull(),
    institutionalRoleId: optionalRef("institutional_role_id", () => institutionalRoles.id),
    /** The language the person chose in 'Idioma' (lib/i18n/locales.ts); null: not chosen. */
    locale: text("locale"),
    // Folded copies for the student file's partial, accent-insensitive search (trigram-indexed).
    searchExternalId: text("search_external_id").generatedAlwaysAs(sql.raw(foldSqlOf("external_id"))),
    searchGivenName: text("search_given_name").generatedAlwaysAs(sql.raw(foldSqlOf("given_name"))),
    searchFamilyName: text("search_family_name").generatedAlwaysAs(sql.raw(foldSqlOf("family_name"))),
    searchEmail: text("search_email").generatedAlwaysAs(sql.raw(foldSqlOf("email"))),
  },
  (t) => [
    index("users_dni_idx").on(t.dni),
    index("users_role_idx").on(t.role),
    // The search's order: a term matching thousands (garcia, martin) reads its first page in this
    // order and stops, instead of fetching and sorting every match.
    index("users_name_order_idx").on(t.familyName, t.givenName, t.id),
    index("users_search_external_id_trgm").using("gin", t.searchExternalId.op("gin_trgm_ops")),
    index("users_search_given_name_trgm").using("gin", t.searchGivenName.op("gin_trgm_ops")),
    index("users_search_family_name_trgm").using("gin", t.searchFamilyName.op("gin_trgm_ops")),
    index("users_search_email_trgm").using("gin", t.searchEmail.op("gin_trgm_ops")),
  ],
);

export const academicYears = pgTable(
  "academic_years",
  {
    id: id(),
    externalId: text("external_id").notNull().unique(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(false),
    /** Set while the year is closed: read-only, no request created, changed or processed in it. */
    closedAt: instant("closed_at"),
  },
  // One active year at most, whatever writes it (lib/academic-year/lifecycle.ts, the import).
  (t) => [
    uniqueIndex("academic_years_one_active")
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

export const degrees = pgTable("degrees", {
  id: id(),
  externalId: text("external_id").notNull().unique(),
  name: text("name").notNull(),
});

export const courses = pgTable(
  "courses",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    externalId: text("external_id").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    degreeId: ref("degree_id", () => degrees.id),
    term: text("term"),
    credits: numeric("credits", { precision: 5, scale: 2, mode: "number" }),
    externalLink: text("external_link"),
    createdAt: stamp("created_at"),
  },
  (t) => [index("courses_degree_idx").on(t.degreeId)],
);

export const grades = pgTable(
  "grades",
  {
    id: id(),
    userId: ref("user_id", () => users.id),
    courseId: ref("course_id", () => courses.id),
    term: text("term").notNull(),
    convocatory: text("convocatory").notNull(),
    grade: numeric("grade", { precision: 4, scale: 2, mode: "number" }),
    gradeText: text("grade_text"),
    surveyId: text("survey_id"),
    surveyUrl: text("survey_url"),
  },
  (t) => [
    uniqueIndex("grades_key").on(t.userId, t.courseId, t.term, t.convocatory),
    index("grades_course_idx").on(t.courseId),
    check("grades_grade_range", sql`${t.grade} IS NULL OR (${t.grade} >= 0 AND ${t.grade} <= 10)`),
  ],
);
