import { notFound } from "next/navigation";
import { currentSession } from "@/lib/auth/current-session";

const LINE = "Texto fijo de la página de referencia del banco de pruebas, del mismo tamaño que la página medida.";

/**
 * The floor `npm run bench` measures a page against: it reads the session as every page does and renders
 * `?bytes=` of static HTML, nothing else. It exists only on a server started with PORTAL_BENCH=1 (the
 * benchmark's); anywhere else it is not found.
 */
export default async function BenchFloorPage({ searchParams }: { searchParams: Promise<{ bytes?: string }> }) {
  if (process.env.PORTAL_BENCH !== "1") notFound();
  const session = await currentSession();
  if (!session) notFound();
  const bytes = Math.min(Number((await searchParams).bytes) || 0, 2_000_000);
  const lines = Math.ceil(bytes / (LINE.length + 7));
  return (
    <main>
      {Array.from({ length: lines }, (_, i) => (
        <p key={i}>{LINE}</p>
      ))}
    </main>
  );
}
