import { formatDateTime } from "@/lib/dates";
import type { VerifiedDocument } from "@/lib/verification/client";

/** The facts the portal vouches for: code, kind, issue date and the owner's initials. */
export function VerifiedDocumentFacts({ document }: { document: VerifiedDocument }) {
  const rows = [
    ["Código", document.code],
    ["Tipo de documento", document.kind],
    ["Fecha de emisión", formatDateTime(document.issuedAt)],
    ["Titular", document.owner ?? "No consta"],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className={label === "Código" ? "font-mono" : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
