"use client";

import { useWatch } from "react-hook-form";
import type { EnrollmentCourseRow } from "@/lib/enrollments/courses/schemas";
import { needsDebtor } from "@/lib/enrollments/debtors/schemas";
import { optionTexts, yesNo } from "@/lib/enrollments/labels";
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
  const v = useWatch({ control: form.control });
  const chosen = courses.filter((c) => v.courses?.includes(c.courseId));
  const payment = v.paymentOption as EnrollmentRequestBody["paymentOption"];
  const texts = optionTexts({ ...v, paymentOption: payment });
  const rows: Row[] = [
    ["Dedicación al estudio", texts.time],
    ["Titulación", degreeName ?? "-"],
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
      ["Descuento general", texts.generalDiscount],
      ["Discapacidad", texts.minusDiscount],
      ["Modalidad síncrona", texts.synchronousDiscount],
      ["Otros descuentos", discounts.join("; ") || "Ninguno"],
      ["Seguro escolar", texts.insurance],
    );
  }
  rows.push(["Autorizo el uso de mi imagen", yesNo(!!v.imageAuthorization)]);
  if (full) rows.push(["Autorizo la cesión de mis datos", yesNo(!!v.dataSAPI)]);
  if (full) rows.push(["Condiciones de pago", texts.payment]);
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
