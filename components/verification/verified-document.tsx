import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import type { VerifiedDocument } from "@/lib/verification/client";

/**
 * The facts the portal vouches for: code, kind, issue date and the owner's initials, and whether a
 * later version of the document replaced this one (the code stays valid). The labels are in the
 * visitor's language; the kind is as the document was issued.
 */
export function VerifiedDocumentFacts({ document }: { document: VerifiedDocument }) {
  const t = useTranslations("verification.facts");
  const locale = useLocale();
  const rows: [label: string, value: string, code?: boolean][] = [
    [t("code"), document.code, true],
    [t("kind"), document.kind],
    [t("issuedAt"), formatDateTime(document.issuedAt, locale)],
    [t("owner"), document.owner ?? t("noOwner")],
  ];
  if (document.supersededAt) rows.push([t("supersededAt"), formatDateTime(document.supersededAt, locale)]);
  return (
    <>
      {document.supersededAt && (
        <p className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
          {t("superseded")}
        </p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value, code]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className={code ? "font-mono" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
