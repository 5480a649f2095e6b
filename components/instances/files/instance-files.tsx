import { buttonClasses } from "@/components/ui/button";
import { instancesPaths } from "@/lib/instances/client";
import type { InstanceRow } from "@/lib/instances/requests/schemas";

/** Download links for the student's file and the response file, when there are any. */
export function InstanceFileLinks({ row }: { row: InstanceRow }) {
  return (
    <>
      {row.studentFileName && (
        <a
          href={instancesPaths.studentFile(row.id)}
          className={buttonClasses("ghost", "sm")}
          aria-label={`Descargar fichero del alumno ${row.studentFileName}`}
        >
          Fichero del alumno
        </a>
      )}
      {row.requestFileName && (
        <a
          href={instancesPaths.responseFile(row.id)}
          className={buttonClasses("ghost", "sm")}
          aria-label={`Descargar respuesta ${row.requestFileName}`}
        >
          Respuesta
        </a>
      )}
    </>
  );
}
