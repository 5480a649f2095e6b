import Link from "next/link";
import type { TabKey } from "@/components/tfg/tab-plan";

const CARDS: Array<{ tab: TabKey; title: string; text: string }> = [
  {
    tab: "requests",
    title: "Solicitudes área temática",
    text: "Revisa las solicitudes de área temática de los alumnos.",
  },
  { tab: "defense", title: "Solicitudes de defensa", text: "Solicitudes de defensa de los trabajos aceptados." },
  { tab: "terms", title: "Convocatorias", text: "Crea y edita las convocatorias de áreas y defensas." },
  { tab: "extraordinary", title: "Solicitud extraordinaria", text: "Crea una solicitud en nombre de un alumno." },
];

/** The secretary's hidden 'Principal' tab: four cards leading to the other tabs. */
export function PrincipalTab() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CARDS.map((c) => (
        <Link
          key={c.tab}
          href={`/tfg?tab=${c.tab}`}
          className="rounded-md border border-gray-200 p-4 hover:border-blue-700"
        >
          <h2 className="font-semibold text-blue-800">{c.title}</h2>
          <p className="text-sm text-gray-700">{c.text}</p>
        </Link>
      ))}
    </div>
  );
}
