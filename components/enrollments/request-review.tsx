"use client";

import { useWatch } from "react-hook-form";
import {
  GENERAL_DISCOUNT_LABELS,
  INSURANCE_LABELS,
  MINUS_DISCOUNT_LABELS,
  PAYMENT_LABELS,
  SYNCHRONOUS_DISCOUNT_LABELS,
  TIME_OPTION_LABELS,
} from "@/lib/enrollments/labels";
import { needsDebtor, type EnrollmentCourseRow, type EnrollmentRequestBody } from "@/lib/enrollments/schemas";
import type { RequestForm } from "./form-sections";

type Row = [string, string];

/** 'Revisión': what will be sent, to read before 'Enviar'; each part can be changed from its step. */
export function RequestReview({
  form,
  full,
  courses,
  gradeName,
  termName,
  files,
}: {
  form: RequestForm;
  full: boolean;
  courses: EnrollmentCourseRow[];
  gradeName: string | undefined;
  termName: string | undefined;
  files: File[];
}) {
  const v = useWatch({ control: form.control });
  const chosen = courses.filter((c) => v.courses?.includes(c.courseId));
  const yesNo = (value: boolean | undefined) => (value ? "Sí" : "No");
  const payment = v.paymentOption as EnrollmentRequestBody["paymentOption"];
  const rows: Row[] = [
    ["Dedicación al estudio", TIME_OPTION_LABELS[v.timeOption ?? "FULL_TIME"]],
    ["Titulación", gradeName ?? "-"],
    ["Ciclo lectivo", termName ?? "-"],
    ["Asignaturas", chosen.map((c) => `${c.courseName} (${c.credits} créditos)`).join("; ") || "Ninguna"],
    ["Total de créditos", chosen.reduce((sum, c) => sum + c.credits, 0).toLocaleString("es-ES")],
  ];
  if (full) {
    const discounts = [
      v.discountMH && "Matrícula de honor",
      v.discountUcav && "Familiar",
      v.discountConv && `Convenio: ${v.discountConvText ?? ""}`,
      v.discountOther && `Otro: ${v.discountOtherText ?? ""}`,
    ].filter(Boolean);
    rows.push(
      ["Descuento general", GENERAL_DISCOUNT_LABELS[v.generalDiscountOption ?? "NO_DISCOUNT"]],
      ["Discapacidad", MINUS_DISCOUNT_LABELS[v.minusDiscountOption ?? "NO_MINUS"]],
      ["Modalidad síncrona", SYNCHRONOUS_DISCOUNT_LABELS[v.synchronousDiscountOption ?? "NO_SYNCHRONOUS"]],
      ["Otros descuentos", discounts.join("; ") || "Ninguno"],
      ["Seguro escolar", INSURANCE_LABELS[v.insuranceOption ?? "NO_INSURANCE"]],
    );
  }
  rows.push(["Autorizo el uso de mi imagen", yesNo(v.imageAuthorization)]);
  if (full) rows.push(["Autorizo la cesión de mis datos", yesNo(v.dataSAPI)]);
  if (full) rows.push(["Condiciones de pago", payment ? PAYMENT_LABELS[payment] : "-"]);
  if (full && needsDebtor(payment)) {
    rows.push(
      ["Deudor", `${v.debtName ?? ""} (${v.debtDNI ?? ""})`],
      ["Dirección del deudor", [v.debtAddress, v.debtZipCode, v.debtCity, v.debtState, v.debtCountry].join(", ")],
    );
    if (v.debtOption !== "BUSINESS") rows.push(["IBAN", v.debtIBAN ?? ""], ["BIC", v.debtBIC ?? ""]);
  }
  rows.push(["Archivos", files.map((f) => f.name).join(", ") || "Ninguno"]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">
        Comprueba los datos antes de enviar la solicitud. Puedes volver a cualquier paso para cambiarlos.
      </p>
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
