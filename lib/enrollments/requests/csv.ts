import { formatDateTime } from "@/lib/dates";
import { DEBTOR_FIELDS } from "../debtors/schemas";
import { ENROLLMENT_TYPE_LABELS } from "../labels";
import type { EnrollmentRequestRow } from "./schemas";

export const ENROLLMENTS_CSV_NAME = "selfextendedenrollments.csv";

type Row = EnrollmentRequestRow;

/** The list's columns, as the table shows them. */
const LIST_COLUMNS: [string, (r: Row) => unknown][] = [
  ["ID", (r) => r.id],
  ["Tipo de matrícula", (r) => ENROLLMENT_TYPE_LABELS[r.enrollmentType]],
  ["Convocatoria", (r) => r.enrollmentTerm?.name ?? "-"],
  ["Fecha de creación", (r) => formatDateTime(r.created)],
  ["Usuario", (r) => r.userExternalId],
  ["Procesado", (r) => (r.isProcessed ? "Procesado" : "Pendiente")],
];

/** Then every field of the request under its API name (the debtor's after its document type and option). */
const FIELDS = [
  "enrollmentType",
  "enrollmentTermId",
  "userExternalId",
  "userName",
  "timeOption",
  "grade",
  "termId",
  "courses",
  "credits",
  "generalDiscountOption",
  "minusDiscountOption",
  "synchronousDiscountOption",
  "discountMH",
  "discountUcav",
  "discountConv",
  "discountConvText",
  "discountOther",
  "discountOtherText",
  "insuranceOption",
  "paymentOption",
  "debtDocType",
  "debtDNI",
  "debtOption",
  ...DEBTOR_FIELDS.filter((field) => field !== "debtDNI"),
  "imageAuthorization",
  "dataSAPI",
  "files",
] as const;

const COMPUTED: Partial<Record<(typeof FIELDS)[number], (r: Row) => unknown>> = {
  courses: (r) => r.courses.join(" "),
  credits: (r) => r.courseDetails.reduce((sum, c) => sum + c.credits, 0),
  files: (r) => r.files.join(" "),
};

export const ENROLLMENTS_CSV_HEADER = [...LIST_COLUMNS.map(([header]) => header), ...FIELDS];

export const enrollmentCsvRow = (r: Row): unknown[] => [
  ...LIST_COLUMNS.map(([, value]) => value(r)),
  ...FIELDS.map((field) => COMPUTED[field]?.(r) ?? r[field as keyof Row]),
];
