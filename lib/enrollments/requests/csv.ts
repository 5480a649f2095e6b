import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";
import { DEBTOR_FIELDS } from "../debtors/schemas";
import type { Say } from "../texts";
import type { EnrollmentRequestRow } from "./schemas";

export const ENROLLMENTS_CSV_NAME = "selfextendedenrollments.csv";

type Row = EnrollmentRequestRow;

/** The list's columns, as the table shows them, in `locale` (the language of `t`). */
const listColumns = (t: Say, locale: Locale): [string, (r: Row) => unknown][] => [
  [t("fields.id"), (r) => r.id],
  [t("fields.enrollmentType"), (r) => t(`options.enrollmentType.${r.enrollmentType}`)],
  [t("fields.term"), (r) => r.enrollmentTerm?.name ?? "-"],
  [t("fields.created"), (r) => formatDateTime(r.created, locale)],
  [t("fields.user"), (r) => r.userExternalId],
  [t("fields.processed"), (r) => t(r.isProcessed ? "list.processed" : "list.pending")],
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

/** The CSV's header and its rows in `locale`: the list's columns in words, then the fields under their API names. */
export function enrollmentsCsv(locale: Locale) {
  const columns = listColumns(translator(locale, "enrollments"), locale);
  return {
    header: [...columns.map(([header]) => header), ...FIELDS],
    row: (r: Row): unknown[] => [
      ...columns.map(([, value]) => value(r)),
      ...FIELDS.map((field) => COMPUTED[field]?.(r) ?? r[field as keyof Row]),
    ],
  };
}
