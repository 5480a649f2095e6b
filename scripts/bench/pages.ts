// The pages a rush hits (issue 41), each beside its floor from the same run: a Next page that reads the
// session and renders as many bytes of static HTML (app/bench-floor), and the API's session lookup.
// Throughput at 10 connections in rounds, then 'Exámenes' in an open loop at a fixed arrival rate.
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { users } from "@/db/schema";
import { createSession } from "@/lib/auth/session-store";
import { costRow, cpuCost } from "./cpu-cost";
import { inRounds, throughput, warm, type Target } from "./floors";
import { pageP99 } from "./open-loop";
import { ms, perSecond, times, type Row } from "./report";
import { spendSessionLink } from "./sign-in";

const OPEN_LOOP_RATE = 100;
const OPEN_LOOP_SECONDS = 10;

/** Who opens the pages: a student of the booking bench's convocatoria, its coordinator and secretary. */
const VISITORS = { student: "alumno-0", coordinator: "bench-coordinador", secretary: "bench-secretaria" };
type Visitor = keyof typeof VISITORS;

const PAGES: { name: string; what: string; path: string; as: Visitor }[] = [
  { name: "landing", what: "portada del alumno `/`", path: "/", as: "student" },
  { name: "exams", what: "'Exámenes' del alumno `/exams`", path: "/exams", as: "student" },
  {
    name: "documental",
    what: "'Gestor documental' del coordinador `/documental`",
    path: "/documental",
    as: "coordinator",
  },
  { name: "instances", what: "'Instancias' de la secretaría `/instances`", path: "/instances", as: "secretary" },
];

/** A session link for each visitor, made in the database before the server starts. */
export async function pageLinks(db: Db): Promise<Record<Visitor, string>> {
  const links = {} as Record<Visitor, string>;
  for (const [visitor, externalId] of Object.entries(VISITORS) as [Visitor, string][]) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId));
    links[visitor] = (await createSession(db, user!.id)).sessionId;
  }
  return links;
}

export async function measurePages(
  base: string,
  links: Record<Visitor, string>,
  lookup: Target,
  { rounds, seconds, serverPids }: { rounds: number; seconds: number; serverPids: number[] },
): Promise<Row[]> {
  const cookies = {} as Record<Visitor, string>;
  for (const visitor of Object.keys(links) as Visitor[])
    cookies[visitor] = await spendSessionLink(base, links[visitor]);

  const pages: Target[] = [];
  const floors: Target[] = [];
  for (const page of PAGES) {
    const cookie = cookies[page.as];
    const res = await fetch(base + page.path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${page.path}: ${res.status}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    pages.push({ name: page.name, path: page.path, cookie });
    floors.push({ name: `${page.name}-floor`, path: `/bench-floor?bytes=${bytes}`, cookie });
  }
  console.error("Calentando las páginas y sus suelos…");
  await warm(base, [lookup, ...pages, ...floors], 1);
  console.error(`${rounds} rondas de ${seconds} s por página a 10 conexiones…`);
  const rates = await inRounds([lookup, ...pages, ...floors], rounds, (t) => throughput(base, t, seconds));

  const rows = PAGES.map((page): Row => {
    const ratio = rates.ratio(page.name, lookup.name);
    return {
      what: `${page.what}, 10 conexiones`,
      measured: perSecond(rates.median(page.name)),
      baseline: `suelo ${perSecond(rates.median(`${page.name}-floor`))} (${times(rates.ratio(page.name, `${page.name}-floor`))}); lectura de sesión ${perSecond(rates.median(lookup.name))}`,
      ratio: times(ratio),
      target: "≥ 0,5× la lectura de sesión",
      ok: ratio >= 0.5,
    };
  });

  console.error("CPU por petición de cada página…");
  for (const [i, page] of PAGES.entries())
    rows.push(costRow(page.what, await cpuCost(base, pages[i]!, seconds, serverPids)));

  const exams = pages.find((p) => p.name === "exams")!;
  const examsFloor = floors.find((p) => p.name === "exams-floor")!;
  console.error(`Lazo abierto: ${OPEN_LOOP_RATE} llegadas/s durante ${OPEN_LOOP_SECONDS} s a 'Exámenes' y a su suelo…`);
  const floor = await pageP99(base, examsFloor.path, examsFloor.cookie!, OPEN_LOOP_RATE, OPEN_LOOP_SECONDS);
  const page = await pageP99(base, exams.path, exams.cookie!, OPEN_LOOP_RATE, OPEN_LOOP_SECONDS);
  rows.push({
    what: `'Exámenes' del alumno, lazo abierto a ${OPEN_LOOP_RATE} llegadas/s, p99${page.failed ? ` (${page.failed} sin 200)` : ""}`,
    measured: ms(page.p99),
    baseline: `suelo ${ms(floor.p99)}`,
    ratio: times(page.p99 / floor.p99),
    target: "< 250 ms",
    ok: page.p99 < 250 && page.failed === 0,
  });
  return rows;
}
