import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  DEBT_DOC_TYPES,
  DEBT_OPTIONS,
  ENROLLMENT_TYPES,
  GENERAL_DISCOUNT_OPTIONS,
  INSURANCE_OPTIONS,
  MINUS_DISCOUNT_OPTIONS,
  PAYMENT_OPTIONS,
  SYNCHRONOUS_DISCOUNT_OPTIONS,
  TIME_OPTIONS,
} from "@/lib/enrollments/constants";
import { storedFiles } from "./platform";
import { academicYears, courses, users } from "./reference";

export const enrollmentTypeEnum = pgEnum("enrollment_type", ENROLLMENT_TYPES);
export const enrollmentTimeOptionEnum = pgEnum("enrollment_time_option", TIME_OPTIONS);
export const enrollmentGeneralDiscountEnum = pgEnum("enrollment_general_discount", GENERAL_DISCOUNT_OPTIONS);
export const enrollmentMinusDiscountEnum = pgEnum("enrollment_minus_discount", MINUS_DISCOUNT_OPTIONS);
export const enrollmentSynchronousDiscountEnum = pgEnum(
  "enrollment_synchronous_discount",
  SYNCHRONOUS_DISCOUNT_OPTIONS,
);
export const enrollmentInsuranceEnum = pgEnum("enrollment_insurance", INSURANCE_OPTIONS);
export const enrollmentPaymentEnum = pgEnum("enrollment_payment", PAYMENT_OPTIONS);
export const enrollmentDebtOptionEnum = pgEnum("enrollment_debt_option", DEBT_OPTIONS);
export const enrollmentDebtDocTypeEnum = pgEnum("enrollment_debt_doc_type", DEBT_DOC_TYPES);

/** Enrolment terms (convocatorias de matrícula): open while active and now lies between the dates. */
export const enrollmentTerms = pgTable(
  "enrollment_terms",
  {
    id: serial("id").primaryKey(),
    active: boolean("active").notNull().default(false),
    name: text("name").notNull(),
    type: enrollmentTypeEnum("type").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** Null until a year turns over: a term without a year belongs to the active one (lib/academic-year). */
    academicYearId: integer("academic_year_id").references(() => academicYears.id),
  },
  (t) => [check("enrollment_terms_dates", sql`${t.endDate} > ${t.startDate}`)],
);

/** Enrolment capacity of a course: one row per course open to self-enrolment. */
export const enrollmentCourses = pgTable(
  "enrollment_courses",
  {
    courseId: integer("course_id")
      .primaryKey()
      .references(() => courses.id),
    credits: numeric("credits", { precision: 5, scale: 2, mode: "number" }).notNull(),
    available: boolean("available").notNull().default(true),
    enrollments: integer("enrollments").notNull().default(0),
    maxEnrollments: integer("max_enrollments").notNull(),
  },
  (t) => [
    check("enrollment_courses_counts", sql`${t.enrollments} >= 0 AND ${t.enrollments} <= ${t.maxEnrollments}`),
    check("enrollment_courses_credits", sql`${t.credits} >= 0`),
  ],
);

/** A student's enrolment request (type R) or extension request (type A), with its debtor data. */
/** The unique index that keeps a student to one pending request per call. */
export const PENDING_REQUEST_PER_TERM = "enrollment_requests_one_pending_per_term_idx";

export const enrollmentRequests = pgTable(
  "enrollment_requests",
  {
    id: serial("id").primaryKey(),
    enrollmentType: enrollmentTypeEnum("enrollment_type").notNull(),
    enrollmentTermId: integer("enrollment_term_id").references(() => enrollmentTerms.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    isProcessed: boolean("is_processed").notNull().default(false),
    /** Set while the student said files would follow and they have not arrived: shown, never silent. */
    filesPending: boolean("files_pending").notNull().default(false),
    timeOption: enrollmentTimeOptionEnum("time_option").notNull(),
    grade: text("grade").notNull(),
    termId: text("term_id").notNull(),
    generalDiscountOption: enrollmentGeneralDiscountEnum("general_discount_option"),
    minusDiscountOption: enrollmentMinusDiscountEnum("minus_discount_option"),
    synchronousDiscountOption: enrollmentSynchronousDiscountEnum("synchronous_discount_option"),
    discountMH: boolean("discount_mh").notNull().default(false),
    discountUcav: boolean("discount_ucav").notNull().default(false),
    discountConv: boolean("discount_conv").notNull().default(false),
    discountConvText: text("discount_conv_text"),
    discountOther: boolean("discount_other").notNull().default(false),
    discountOtherText: text("discount_other_text"),
    insuranceOption: enrollmentInsuranceEnum("insurance_option"),
    paymentOption: enrollmentPaymentEnum("payment_option").notNull(),
    debtDocType: enrollmentDebtDocTypeEnum("debt_doc_type"),
    debtDNI: text("debt_dni"),
    debtOption: enrollmentDebtOptionEnum("debt_option"),
    debtName: text("debt_name"),
    debtAddress: text("debt_address"),
    debtCity: text("debt_city"),
    debtZipCode: text("debt_zip_code"),
    debtState: text("debt_state"),
    debtCountry: text("debt_country"),
    debtIBAN: text("debt_iban"),
    debtBIC: text("debt_bic"),
    imageAuthorization: boolean("image_authorization").notNull(),
    dataSAPI: boolean("data_sapi").notNull(),
  },
  (t) => [
    index("enrollment_requests_user_idx").on(t.userId, t.created),
    index("enrollment_requests_created_idx").on(t.created),
    // A student has at most one pending request per call (a second one is a 409 naming the first).
    uniqueIndex(PENDING_REQUEST_PER_TERM)
      .on(t.userId, t.enrollmentTermId)
      .where(sql`not ${t.isProcessed}`),
  ],
);

/** The courses of a request, in the order chosen. */
export const enrollmentRequestCourses = pgTable(
  "enrollment_request_courses",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => enrollmentRequests.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.courseId] }),
    index("enrollment_request_courses_course_idx").on(t.courseId),
  ],
);

/** Files attached to a request. */
export const enrollmentRequestFiles = pgTable(
  "enrollment_request_files",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => enrollmentRequests.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
    filename: text("filename").notNull(),
  },
  (t) => [index("enrollment_request_files_request_idx").on(t.requestId)],
);
