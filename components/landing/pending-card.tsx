import { LoadError } from "@/components/ui/load-error";
import { formatDateOnly } from "@/lib/dates";
import type { CardValue, LandingCard } from "@/lib/landing/pending";

const plainLink = "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950";

function CountValue({ count }: { count: number }) {
  return (
    <p className="mt-2">
      <span className="text-3xl font-semibold">{count}</span>
      {count === 0 && <span className="ml-2 text-sm text-gray-600">Nada pendiente</span>}
    </p>
  );
}

function DeadlineList({ items }: { items: Extract<CardValue, { kind: "deadlines" }>["items"] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-gray-600">No hay plazos abiertos.</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {items.map((d, i) => (
        <li key={`${d.label}-${i}`}>
          <span className="font-medium">{d.label}</span>
          <span className="text-gray-700">
            {d.closes ? ` · hasta el ${formatDateOnly(d.closes)}` : " · sin fecha de cierre"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One thing waiting for the person: its title links to where it is done; a failed read says so. */
export function PendingCard({ card }: { card: LandingCard }) {
  const headingId = `pendiente-${card.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold">
        <a href={card.href} className={plainLink}>
          {card.title}
        </a>
      </h2>
      <p className="mt-1 text-sm text-gray-600">{card.description}</p>
      <div className="mt-auto">
        {card.value === null ? (
          <div className="mt-3">
            <LoadError message={`No se ha podido consultar: ${card.title.toLowerCase()}`} />
          </div>
        ) : card.value.kind === "count" ? (
          <CountValue count={card.value.count} />
        ) : (
          <DeadlineList items={card.value.items} />
        )}
      </div>
    </section>
  );
}
