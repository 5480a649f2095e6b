import Link from "next/link";
import { AppShell } from "@/components/shell/app-shell";
import { canUseService, SERVICES } from "@/lib/auth/services";
import type { SessionUser } from "@/lib/auth/session-store";
import type { LandingCard } from "@/lib/landing/pending";
import { cn, focusRing } from "@/lib/client/cn";
import { PendingCard } from "./pending-card";

/** The landing: what is waiting for the person, one card per deadline or queue of their role. */
export function Landing({ user, cards }: { user: SessionUser; cards: LandingCard[] }) {
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Bienvenido/a, {user.givenName}</h1>
      {cards.length === 0 ? (
        <p className="mt-1 text-gray-600">No tienes nada pendiente. Elige un servicio en el menú.</p>
      ) : (
        <>
          <p className="mt-1 text-gray-600">Esto es lo que tienes pendiente.</p>
          <ul aria-label="Pendiente" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
          Consulta y descarga lo que el portal guarda de ti en{" "}
          <Link href={SERVICES.myData.href} className={cn("rounded text-blue-800 underline", focusRing)}>
            {SERVICES.myData.label}
          </Link>
          .
        </p>
      )}
    </AppShell>
  );
}
