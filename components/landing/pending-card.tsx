import { getLocale, getTranslations } from "next-intl/server";
import { LoadError } from "@/components/ui/load-error";
import { formatDateOnly } from "@/lib/dates";
import type { CardValue, LandingCard } from "@/lib/landing/pending";

const plainLink = "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950";

async function CountValue({ count }: { count: number }) {
  const t = await getTranslations("landing");
  return (
    <p className="mt-2">
      <span className="text-3xl font-semibold">{count}</span>
      {count === 0 && <span className="ml-2 text-sm text-gray-600">{t("nothing")}</span>}
    </p>
  );
}

async function DeadlineList({ items }: { items: Extract<CardValue, { kind: "deadlines" }>["items"] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("landing")]);
  if (items.length === 0) return <p className="mt-2 text-sm text-gray-600">{t("noDeadlines")}</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {items.map((d, i) => (
        <li key={`${d.label}-${i}`}>
          <span className="font-medium">{d.label}</span>
          <span className="text-gray-700">
            {d.closes ? t("until", { date: formatDateOnly(d.closes, locale) }) : t("noClosing")}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One thing waiting for the person: its title links to where it is done; a failed read says so. */
export async function PendingCard({ card }: { card: LandingCard }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("landing")]);
  const title = t(`cards.${card.key}.title`);
  const headingId = `pendiente-${card.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold">
        <a href={card.href} className={plainLink}>
          {title}
        </a>
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t(`cards.${card.key}.description`)}</p>
      <div className="mt-auto">
        {card.value === null ? (
          <div className="mt-3">
            <LoadError message={t("readFailed", { what: title.toLocaleLowerCase(locale) })} />
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
