import Link from "next/link";

/** 'Portal de servicios' › 'Ficha de alumno' › the picked student, if any. */
export function StudentRecordBreadcrumb({ student }: { student?: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="mb-2 text-sm text-gray-600">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link href="/" className="underline">
            Portal de servicios
          </Link>{" "}
          <span aria-hidden="true">›</span>
        </li>
        <li>
          {student ? (
            <Link href="/student-record" className="underline">
              Ficha de alumno
            </Link>
          ) : (
            <span aria-current="page">Ficha de alumno</span>
          )}
          {student && <span aria-hidden="true"> ›</span>}
        </li>
        {student && <li aria-current="page">{student}</li>}
      </ol>
    </nav>
  );
}
