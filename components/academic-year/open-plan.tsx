import { useTranslations } from "next-intl";
import type { OpenReport } from "@/lib/academic-year/open";

/** What opening the year copies (or would copy) and what it leaves out, and why. */
export function OpenPlan({ report, dryRun }: { report: OpenReport; dryRun: boolean }) {
  const t = useTranslations("academicYear.plan");
  const { year, from, copied, skipped } = report;
  return (
    <section aria-live="polite" className="space-y-3 rounded-md border border-gray-300 p-4 text-sm">
      <h3 className="font-semibold">{t(dryRun ? "wouldCopy" : "copied", { from: from.name, to: year.name })}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {copied.map(({ what, count }) => (
          <div key={what} className="contents">
            <dt>{what}</dt>
            <dd className="text-right tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      <h4 className="font-semibold">{t(dryRun ? "wouldSkip" : "skipped")}</h4>
      {skipped.length === 0 ? (
        <p>{t("nothing")}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {skipped.map(({ what, why }) => (
            <li key={what}>
              {what}: {why}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
