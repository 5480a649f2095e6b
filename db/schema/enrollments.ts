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
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import * as values from "../enums/enrollments";
import { id, instant, optionalRef, ref, stamp } from "../columns";
import { academicYearRef, attachedFile, courseRef, optionalAcademicYearRef, userRef } from "../foreign-keys";

export const enrollmentTypeEnum = pgEnum("enrollment_type", values.ENROLLMENT_TYPES);
export const enrollmentTimeOptionEnum = pgEnum("enrollment_time_option", values.TIME_OPTIONS);
export const enrollmentGeneralDiscountEnum = pgEnum("enrollment_general_discount", values.GENERAL_DISCOUNT_OPTIONS);
export const enrollmentMinusDiscountEnum = pgEnum("enrollment_minus_discount", values.MINUS_DISCOUNT_OPTIONS);
export const enrollmentSynchronousDiscountEnum = pgEnum(
  "enrollment_synchronous_discount",
  values.SYNCHRONOUS_DISCOUNT_OPTIONS,
);
export const enrollmentInsuranceEnum = pgEnum("enrollment_insurance", values.INSURANCE_OPTIONS);
export const enrollmentPaymentEnum = pgEnum("enrollment_payment", values.PAYMENT_OPTIONS);
export const enrollmentDebtOptionEnum = pgEnum("enrollment_debt_option", values.DEBT_OPTIONS);
export const enrollmentDebtDocTypeEnum = pgEnum("enrollment_debt_doc_type", values.DEBT_DOC_TYPES);

/** Enrolment terms (convocatorias de matrícula): open while active and now lies between the dates. */
export const enrollmentTerms = pgTable(
  "enrollment_terms",
  {
    id: id(),
    active: boolean("active").notNull().default(false),
    name: text("name").notNull(),
    type: enrollmentTypeEnum("type").notNull(),
    startDate: instant("start_date").notNull(),
    endDate: instant("end_date").notNull(),
    /** Null until a year turns over: a term without a year belongs to the active one (lib/academic-year). */
    academicYearId: optionalAcademicYearRef(),
  },
  (t) => [check("enrollment_terms_dates", sql`${t.endDate} > ${t.startDate}`)],
);

/** Enrolment capacity of a course in an academic year: one row per year and course open to self-enrolment. */
export const enrollmentCourses = pgTable(
  "enrollment_courses",
  {
    academicYearId: academicYearRef(),
    courseId: courseRef(),
    credits: numeric("credits", { precision: 5, scale: 2, mode: "number" }).notNull(),
    available: boolean("available").notNull().default(true),
    enrollments: integer("enrollments").notNull().default(0),
    maxEnrollments: integer("max_enrollments").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.academicYearId, t.courseId] }),
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
    id: id(),
    enrollmentType: enrollmentTypeEnum("enrollment_type").notNull(),
    enrollmentTermId: optionalRef("enrollment_term_id", () => enrollmentTerms.id),
    userId: userRef(),
    created: stamp("created"),
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
    requestId: ref("request_id", () => enrollmentRequests.id, { onDelete: "cascade" }),
    courseId: courseRef(),
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
    id: id(),
    requestId: ref("request_id", () => enrollmentRequests.id, { onDelete: "cascade" }),
    ...attachedFile(),
  },
  (t) => [index("enrollment_request_files_request_idx").on(t.requestId)],
);
