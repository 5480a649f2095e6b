import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AppShell } from "@/components/shell/app-shell";
import { canUseService, SERVICES, serviceName } from "@/lib/auth/services";
import type { SessionUser } from "@/lib/auth/session-store";
import type { LandingCard } from "@/lib/landing/pending";
import { cn, focusRing } from "@/lib/client/cn";
import { pageLocale } from "@/lib/i18n/request-locale";
import { PendingCard } from "./pending-card";

/** The landing: what is waiting for the person, one card per deadline or queue of their role. */
export async function Landing({ user, cards }: { user: SessionUser; cards: LandingCard[] }) {
  const [locale, t] = await Promise.all([pageLocale(), getTranslations("landing")]);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">{t("welcome", { name: user.givenName })}</h1>
      {cards.length === 0 ? (
        <p className="mt-1 text-gray-600">{t("nothingPending")}</p>
      ) : (
        <>
          <p className="mt-1 text-gray-600">{t("pendingIntro")}</p>
          <ul aria-label={t("pending")} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.key}>
                <PendingCard card={card} />
              </li>
            ))}
          </ul>
        </>
      )}
      {canUseService(user.role, "myData") && (
        <p className="mt-8 text-sm text-gray-700">
          {t.rich("myData", {
            service: serviceName("myData", locale),
            link: (chunks) => (
              <Link href={SERVICES.myData.href} className={cn("rounded text-blue-800 underline", focusRing)}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </AppShell>
  );
}
