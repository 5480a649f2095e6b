import { useTranslations } from "next-intl";

/**
 * What each column of a CSV format holds, in the page's language, beside the header's technical names that
 * the file itself must use (the formats do not change). Names without a description show alone.
 */
export function CsvColumns({ columns }: { columns: readonly (readonly [name: string, description: string])[] }) {
  const t = useTranslations("common.table");
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-blue-800 underline underline-offset-2">{t("csvColumns")}</summary>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {columns.map(([name, description]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-gray-100 px-1">{name}</code>
            </dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
