import Link from "next/link";
import type { SessionUser } from "@/lib/auth/session-store";
import { menuFor } from "@/lib/auth/services";
import { AppShell } from "./app-shell";

/** The landing: one button per service of the user's role. */
export function Landing({ user }: { user: SessionUser }) {
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Bienvenido/a, {user.givenName}</h1>
      <p className="mt-1 text-gray-600">Elige el servicio al que quieres acceder.</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {menuFor(user.role).map((service) => (
          <li key={service.key}>
            <Link
              href={service.href}
              prefetch={false}
              className="block rounded-lg border border-gray-200 bg-white p-6 text-center text-lg font-medium shadow-sm hover:border-blue-600 hover:bg-blue-50"
            >
              {service.label}
            </Link>
          </li>
        ))}
      </ul>
    </AppShell>
  );
}
