import type { StudentRow } from "@/lib/student-record/schemas";

/** 'Información personal'. */
export function PersonalInfo({ student }: { student: StudentRow }) {
  const rows: [string, string | null][] = [
    ["DNI", student.dni],
    ["Nombre", student.name],
    ["Apellidos", student.surnames],
    ["Correo electrónico", student.email],
    ["Teléfono móvil", student.mobilePhone],
  ];
  return (
    <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="text-gray-900">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
