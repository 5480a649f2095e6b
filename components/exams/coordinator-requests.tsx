import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { examsPaths } from "@/lib/exams/client";
import { CHOICES_FILE_NAME } from "@/lib/exams/constants";

/** The coordinator's one tab 'Peticiones Realizadas', with the choices.xlsx download. */
export function CoordinatorRequests({ table }: { table: ReactNode }) {
  return (
    <section aria-labelledby="peticiones-realizadas" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="peticiones-realizadas" className="text-lg font-semibold">
          Peticiones Realizadas
        </h2>
        <a href={examsPaths.choicesDownload} download={CHOICES_FILE_NAME} className={buttonClasses("secondary", "sm")}>
          Descargar {CHOICES_FILE_NAME}
        </a>
      </div>
      {table}
    </section>
  );
}
