"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ReceiptProps } from "@/components/ui/receipt";
import { useToast } from "@/components/ui/toast";
import { useApiForm } from "@/components/ui/use-api-form";
import { enrollmentPaths, enrollmentsApi } from "@/lib/enrollments/client";
import type { AcademicTermRow, DegreeRow, EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { needsDebtor } from "@/lib/enrollments/debtors/schemas";
import {
  enrollmentRequestBody,
  type EnrollmentRequestBody,
  type EnrollmentUserData,
} from "@/lib/enrollments/requests/schemas";
import type { EnrollmentTermRow } from "@/lib/enrollments/terms/schemas";
import { failureToast } from "@/lib/client/failure-toast";

export interface RequestFormData {
  user: EnrollmentUserData | null;
  degrees: DegreeRow[];
  academicTerms: AcademicTermRow[];
  coursesByDegree: Record<string, EnrollmentCourseRow[]>;
  /** The largest upload (UPLOAD_MAX_BYTES), for all the attached files together. */
  maxBytes: number;
}

/** Called with the request's receipt and id once it is registered. */
export type OnSubmitted = (receipt: Omit<ReceiptProps, "onClose">, id: number) => void;

/**
 * The request form of one open term on the shared schema: its defaults, and the sending of the
 * request first and then its files, whose failure leaves the request shown as 'Archivos no adjuntados'.
 */
export function useRequestForm(term: EnrollmentTermRow, data: RequestFormData, onSubmitted: OnSubmitted) {
  const t = useTranslations("enrollments");
  const { toast } = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [fileInput, setFileInput] = useState(0);
  const full = term.type === "R";
  const api = useApiForm(enrollmentRequestBody, {
    // A step's 'Continuar' is disabled until its part is valid, so nothing is submitted to mark a refused
    // field (an IBAN, a postal code): each field is checked when left, and again as it is corrected.
    mode: "onTouched",
    defaultValues: {
      enrollmentType: term.type,
      enrollmentTermId: term.id,
      grade: data.degrees[0]?.externalId ?? "",
      termId: data.academicTerms[0]?.externalId ?? "",
      timeOption: "FULL_TIME",
      courses: [],
      generalDiscountOption: "NO_DISCOUNT",
      minusDiscountOption: "NO_MINUS",
      synchronousDiscountOption: "NO_SYNCHRONOUS",
      insuranceOption: "NO_INSURANCE",
      paymentOption: full ? "" : "FULL",
      debtDocType: "ES",
      debtOption: "INDIVIDUAL",
      // Consents are opt-in (RGPD): unticked until the student ticks them.
      imageAuthorization: false,
      dataSAPI: false,
    },
    submit: async (body: EnrollmentRequestBody) => {
      const created = await enrollmentsApi.createRequest({ ...body, withFiles: files.length > 0 });
      const attached =
        files.length > 0 &&
        (await enrollmentsApi.attachFiles(created.enrollmentType, created.id, files).then(
          () => true,
          (err: unknown) => {
            toast({ ...failureToast(t("receipt.filesNotAttached"))(err), variant: "error" });
            return false;
          },
        ));
      return { created, attached };
    },
    success: t("receipt.registered"),
    failure: t("receipt.notRegistered"),
    refresh: false,
    onDone: ({ created, attached }) => {
      const sent = api.form.getValues();
      const courses = data.coursesByDegree[sent.grade ?? ""] ?? [];
      const chosen = courses.filter((c) => (sent.courses ?? []).includes(c.courseId)).map((c) => c.courseName);
      onSubmitted(
        {
          title: t(`receipt.title.${term.type}`),
          at: new Date(),
          items: [
            { label: t("receipt.request"), value: String(created.id) },
            { label: t("fields.term"), value: term.name },
            {
              label: t("fields.degree"),
              value: data.degrees.find((d) => d.externalId === sent.grade)?.degreeName ?? sent.grade,
            },
            { label: t("fields.courses"), value: chosen.join(", ") },
            {
              label: t("fields.files"),
              value: attached
                ? files.map((f) => f.name).join(", ")
                : t(files.length > 0 ? "receipt.notAttached" : "receipt.none"),
            },
          ],
          next: t(
            full && needsDebtor(sent.paymentOption as EnrollmentRequestBody["paymentOption"])
              ? "receipt.nextWithMandate"
              : "receipt.next",
          ),
          pdf: { href: enrollmentPaths.pdf(created.enrollmentType, created.id), label: t("receipt.pdf") },
        },
        created.id,
      );
      api.form.reset();
      setFiles([]);
      setFileInput((n) => n + 1);
    },
  });
  return { ...api, full, files, setFiles, fileInput };
}
