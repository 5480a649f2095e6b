"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { needsDebtor } from "@/lib/enrollments/debtors/schemas";
import { optionTexts, yesNo } from "@/lib/enrollments/texts";
import type { EnrollmentRequestBody } from "@/lib/enrollments/requests/schemas";
import type { EnrollmentForm } from "../form-parts";

type Row = [string, string];

/** 'Revisión': what will be sent, to read before 'Enviar'; each part can be changed from its step. */
export function RequestReview({
  form,
  full,
  courses,
  degreeName,
  termName,
  files,
}: {
  form: EnrollmentForm;
  full: boolean;
  courses: EnrollmentCourseRow[];
  degreeName: string | undefined;
  termName: string | undefined;
  files: File[];
}) {
  const t = useTranslations("enrollments");
  const format = useFormatter();
  const v = useWatch({ control: form.control });
  const chosen = courses.filter((c) => v.courses?.includes(c.courseId));
  const payment = v.paymentOption as EnrollmentRequestBody["paymentOption"];
  const texts = optionTexts({ ...v, paymentOption: payment }, t);
  const totalCredits = chosen.reduce((sum, c) => sum + c.credits, 0);
  const rows: Row[] = [
    [t("fields.dedication"), texts.time],
    [t("fields.degree"), degreeName ?? "-"],
    [t("fields.academicTerm"), termName ?? "-"],
    [
      t("fields.courses"),
      chosen.map((c) => t("review.courseLine", { name: c.courseName, credits: String(c.credits) })).join("; ") ||
        t("review.noneCourses"),
    ],
    [t("fields.totalCredits"), format.number(totalCredits)],
  ];
  if (full) {
    const discounts = [
      v.discountMH && t("fields.honours"),
      v.discountUcav && t("fields.family"),
      v.discountConv && t("review.agreement", { text: v.discountConvText ?? "" }),
      v.discountOther && t("review.other", { text: v.discountOtherText ?? "" }),
    ].filter(Boolean);
    rows.push(
      [t("fields.generalDiscount"), texts.generalDiscount],
      [t("fields.minusDiscount"), texts.minusDiscount],
      [t("fields.synchronousDiscount"), texts.synchronousDiscount],
      [t("review.otherDiscounts"), discounts.join("; ") || t("review.none")],
      [t("fields.insurance"), texts.insurance],
    );
  }
  rows.push([t("review.image"), yesNo(!!v.imageAuthorization, t)]);
  if (full) rows.push([t("review.data"), yesNo(!!v.dataSAPI, t)]);
  if (full) rows.push([t("fields.payment"), texts.payment]);
  if (full && needsDebtor(payment)) {
    rows.push(
      [t("review.debtor"), `${v.debtName ?? ""} (${v.debtDNI ?? ""})`],
      [t("review.debtorAddress"), [v.debtAddress, v.debtZipCode, v.debtCity, v.debtState, v.debtCountry].join(", ")],
    );
    if (v.debtOption !== "BUSINESS")
      rows.push([t("fields.iban"), v.debtIBAN ?? ""], [t("fields.bic"), v.debtBIC ?? ""]);
  }
  rows.push([t("fields.files"), files.map((f) => f.name).join(", ") || t("review.none")]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">{t("review.intro")}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
