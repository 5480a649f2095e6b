// The waiting-list part of `npm run bench:booking`: after the rush, every refused choice tries the
// venue session's waiting list (the server answers 201 where the venue was full), while 10% of the
// choices are deleted at the same time, and the invariants include the waiting list's.
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { rowsOf, type Invariants } from "./convocatoria";

export interface Call {
  method: "POST" | "DELETE";
  path: string;
  session: string;
  body?: string;
}

/**
 * The second wave: a join of the waiting list for each planned choice its student does not hold
 * (refused with 423, 409 or 406: the join answers 201 only where the venue is full), and the deletion
 * of one choice in ten, interleaved so that seats free while students join.
 */
export async function waitlistWave(
  db: Db,
  planned: { session: string; body: string }[],
  tokenOf: Map<number, string>,
): Promise<Call[]> {
  const held = new Set(
    rowsOf<{ userId: number; examId: number }>(
      await db.execute(sql`select user_id as "userId", exam_id as "examId" from exam_requests`),
    ).map((r) => `${tokenOf.get(r.userId)}:${r.examId}`),
  );
  const joins: Call[] = planned
    .filter((p) => !held.has(`${p.session}:${(JSON.parse(p.body) as { examId: number }).examId}`))
    .map((p) => ({ method: "POST", path: "/exams-api/waitlist", session: p.session, body: p.body }));
  const choices = rowsOf<{ id: number; userId: number }>(
    await db.execute(sql`select r.id, r.user_id as "userId" from exam_requests r join exams e on e.id = r.exam_id
      where e.default_headquarter is null order by r.id`),
  );
  const deletions: Call[] = choices
    .filter((_, i) => i % 10 === 3)
    .map((c) => ({ method: "DELETE", path: `/exams-api/requests/${c.id}`, session: tokenOf.get(c.userId)! }));
  const wave: Call[] = [];
  const step = Math.max(1, Math.floor(joins.length / Math.max(1, deletions.length)));
  for (let j = 0, d = 0; j < joins.length || d < deletions.length; j += step, d++) {
    wave.push(...joins.slice(j, j + step));
    if (d < deletions.length) wave.push(deletions[d]!);
  }
  return wave;
}

/** Fires the wave at `connections`; the count of answers by method and status. */
export async function fireWave(base: string, wave: Call[], connections: number) {
  let next = 0;
  const byMethod = new Map<string, number>();
  // Answers come back in any order across connections; each connection has one request in flight, so its
  // context says which call an answer belongs to.
  const instance = autocannon({
    url: base,
    connections,
    amount: wave.length,
    requests: [
      {
        setupRequest: (request, context) => {
          const call = wave[Math.min(next++, wave.length - 1)]!;
          context.method = call.method;
          return {
            ...request,
            method: call.method,
            path: call.path,
            headers: { authorization: `Bearer ${call.session}`, "content-type": "application/json" },
            body: call.body,
          };
        },
        onResponse: (status, _body, context) => {
          const key = `${String(context.method ?? "?")} ${status}`;
          byMethod.set(key, (byMethod.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  const result = await instance;
  return { byMethod, errors: result.errors };
}

/** The waiting list's invariants: sessions with a free seat while someone eligible waits, and waiters left. */
export async function waitlistInvariants(db: Db) {
  const [row] = rowsOf<{ emptyWithWaiter: string; waiting: string; promoted: string }>(
    await db.execute(sql`select
      (select count(*) from exam_venue_sessions s where (s.capacity is null or s.taken < s.capacity) and exists (
        select 1 from exam_waitlist w join exams e on e.id = w.exam_id
        where w.venue_id = s.venue_id and w.starts_at = s.starts_at
          and (e.inscription_ends_at is null or e.inscription_ends_at > now())
          and not exists (select 1 from exam_requests r where r.user_id = w.user_id and r.course_id <> w.course_id
            and tstzrange(r.starts_at, r.ends_at) && tstzrange(e.starts_at, e.starts_at + make_interval(mins => e.duration_minutes)))))
        as "emptyWithWaiter",
      (select count(*) from exam_waitlist) as waiting,
      (select count(*) from outbox where subject like 'Tienes plaza%') as promoted`),
  );
  return {
    emptyWithWaiter: Number(row!.emptyWithWaiter),
    waiting: Number(row!.waiting),
    promoted: Number(row!.promoted),
  };
}

/** The second table: the wave's answers and the invariants after it. */
export function printWaitlistReport(
  wave: Awaited<ReturnType<typeof fireWave>>,
  after: Invariants,
  list: Awaited<ReturnType<typeof waitlistInvariants>>,
) {
  const answers = [...wave.byMethod]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");
  const serverErrors = [...wave.byMethod].filter(([k]) => / 5\d\d$/.test(k)).reduce((n, [, c]) => n + c, 0);
  const rows: [string, string, string, boolean][] = [
    ["respuestas (método y código)", answers, "sin 5xx", serverErrors === 0 && wave.errors === 0],
    ["sesiones con más plazas ocupadas que su capacidad", String(after.overbooked), "0", after.overbooked === 0],
    ["contador de plazas distinto de las elecciones", String(after.counterDrift), "0", after.counterDrift === 0],
    ["alumnos con dos exámenes solapados", String(after.overlapping), "0", after.overlapping === 0],
    [
      "plazas libres con alguien en espera que podría ocuparlas",
      String(list.emptyWithWaiter),
      "0",
      list.emptyWithWaiter === 0,
    ],
    ["promovidos desde la lista (correos)", String(list.promoted), "", true],
    ["siguen en lista de espera", String(list.waiting), "", true],
  ];
  console.log("\n### Lista de espera: cada rechazo se apunta y se borra el 10 % de las elecciones a la vez\n");
  console.log("| qué | medido | objetivo | |\n|---|---|---|---|");
  for (const [what, measured, target, ok] of rows)
    console.log(`| ${what} | ${measured} | ${target} | ${ok ? "✓" : "✗"} |`);
  if (rows.some(([, , , ok]) => !ok)) process.exitCode = 1;
}
