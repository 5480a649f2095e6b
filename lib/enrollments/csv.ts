import { formatDateTime } from "@/lib/dates";
import { ENROLLMENT_TYPE_LABELS, type EnrollmentRequestRow } from "./schemas";

export const ENROLLMENTS_CSV_NAME = "selfextendedenrollments.csv";

/** The list's columns, then every field of the request under its API name. */
export const ENROLLMENTS_CSV_HEADER = [
  "ID", "Tipo de matrícula", "Convocatoria", "Fecha de Creacion", "Usuario", "Procesado",
  "enrollmentType", "enrollmentTermId", "userExternalId", "userName", "timeOption", "grade", "termId", "courses", "credits",
  "generalDiscountOption", "minusDiscountOption", "synchronousDiscountOption", "discountMH", "discountUcav", "discountConv",
  "discountConvText", "discountOther", "discountOtherText", "insuranceOption", "paymentOption", "debtDocType", "debtDNI",
  "debtOption", "debtName", "debtAddress", "debtCity", "debtZipCode", "debtState", "debtCountry", "debtIBAN", "debtBIC",
  "imageAuthorization", "dataSAPI", "files",
];

export const enrollmentCsvRow = (r: EnrollmentRequestRow): unknown[] => [
  r.id, ENROLLMENT_TYPE_LABELS[r.enrollmentType], r.enrollmentTerm?.name ?? "-", formatDateTime(r.created), r.userExternalId,
  r.isProcessed ? "Procesado" : "Pendiente",
  r.enrollmentType, r.enrollmentTermId, r.userExternalId, r.userName, r.timeOption, r.grade, r.termId, r.courses.join(" "),
  r.courseDetails.reduce((sum, c) => sum + c.credits, 0),
  r.generalDiscountOption, r.minusDiscountOption, r.synchronousDiscountOption, r.discountMH, r.discountUcav, r.discountConv,
  r.discountConvText, r.discountOther, r.discountOtherText, r.insuranceOption, r.paymentOption, r.debtDocType, r.debtDNI,
  r.debtOption, r.debtName, r.debtAddress, r.debtCity, r.debtZipCode, r.debtState, r.debtCountry, r.debtIBAN, r.debtBIC,
  r.imageAuthorization, r.dataSAPI, r.files.join(" "),
];
