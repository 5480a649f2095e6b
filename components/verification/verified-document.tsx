import { formatDateTime } from "@/lib/dates";
import type { VerifiedDocument } from "@/lib/verification/client";
import { SUPERSEDED } from "@/lib/verification/schemas";

/**
 * The facts the portal vouches for: code, kind, issue date and the owner's initials, and whether a
 * later version of the document replaced this one (the code stays valid).
 */
export function VerifiedDocumentFacts({ document }: { document: VerifiedDocument }) {
  const rows = [
    ["Código", document.code],
    ["Tipo de documento", document.kind],
    ["Fecha de emisión", formatDateTime(document.issuedAt)],
    ["Titular", document.owner ?? "No consta"],
  ];
  if (document.supersededAt) rows.push(["Sustituido el", formatDateTime(document.supersededAt)]);
  return (
    <>
      {document.supersededAt && (
        <p className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">{SUPERSEDED}</p>
      )}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className={label === "Código" ? "font-mono" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
