import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";
import { ENROLLMENT_TYPE_LABELS, formatIban, optionTexts } from "@/lib/enrollments/labels";
import type { EnrollmentRequestRow } from "@/lib/enrollments/requests/schemas";
import { discountRows } from "@/lib/enrollments/requests/summary";

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="rounded-md border border-gray-200 p-4">
      <h3 className="mb-2 font-semibold text-gray-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="text-gray-900">{value === "" || value === null ? "-" : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A request read-only: the full enrolment view for type R, the extension view for type A. */
export function RequestView({ request: r }: { request: EnrollmentRequestRow }) {
  const full = r.enrollmentType === "R";
  const total = r.courseDetails.reduce((sum, c) => sum + c.credits, 0);
  const texts = optionTexts(r);
  return (
    <div className="flex flex-col gap-4">
      <Section
        title="Solicitud"
        rows={[
          ["ID", r.id],
          ["Tipo de matrícula", ENROLLMENT_TYPE_LABELS[r.enrollmentType]],
          ["Convocatoria", r.enrollmentTerm?.name ?? "-"],
          ["Fecha de creación", formatDateTime(r.created)],
          ["Alumno", `${r.userName} (${r.userDni})`],
          ["Procesado", r.isProcessed ? "Procesado" : "Pendiente"],
          ["Dedicación al estudio", texts.time],
          ["Titulación", r.gradeName ?? r.grade],
          ["Ciclo lectivo", r.termId],
        ]}
      />
      <section className="rounded-md border border-gray-200 p-4">
        <h3 className="mb-2 font-semibold text-gray-900">Asignaturas</h3>
        <ul className="list-inside list-disc">
          {r.courseDetails.map((c) => (
            <li key={c.courseId}>
              {c.courseName} ({c.courseId}): {c.credits} créditos
            </li>
          ))}
        </ul>
        <p className="mt-2 font-medium">Total de créditos: {total}</p>
      </section>
      {full && <Section title="Descuentos y seguro escolar" rows={discountRows(r)} />}
      <Section
        title="Consentimientos y pago"
        rows={[
          ["Derechos de imagen", r.imageAuthorization ? "Autoriza" : "No autoriza"],
          ...(full ? ([["Cesión de datos", r.dataSAPI ? "Autoriza" : "No autoriza"]] as [string, ReactNode][]) : []),
          ["Condiciones de pago", texts.payment],
          [
            "Archivos adjuntos",
            r.files.length > 0 ? r.files.join(", ") : r.filesPending ? "Archivos no adjuntados" : "Ninguno",
          ],
        ]}
      />
      {full && r.debtOption && (
        <Section
          title="Datos del deudor"
          rows={[
            ["Tipo de deudor", texts.debtOption],
            ["Tipo de documento", texts.debtDocType],
            ["Documento", r.debtDNI],
            ["Nombre", r.debtName],
            ["Dirección", r.debtAddress],
            ["Ciudad", r.debtCity],
            ["Código postal", r.debtZipCode],
            ["Provincia", r.debtState],
            ["País", r.debtCountry],
            ["IBAN", r.debtIBAN ? formatIban(r.debtIBAN) : "-"],
            ["BIC", r.debtBIC],
          ]}
        />
      )}
    </div>
  );
}
