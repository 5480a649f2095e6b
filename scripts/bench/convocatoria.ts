import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { courseMembers, courses, degrees, examTerms, examVenues, exams, sessions } from "@/db/schema";
import { hashSessionId } from "@/lib/auth/session-store";

// The exam convocatoria of `npm run bench:booking` (and of `npm run bench`'s booking floor): its rows,
// the rush of choices fired at it, and the invariants checked after.

/** The connections the rush is fired at: as many warm-up students, one per connection. */
export const CONNECTIONS = 200;
const COURSES = 10;
const VENUES = 4;
const SEATS_PER_VENUE = 200;
const DAY = 86_400_000;

export interface Planned {
  session: string;
  body: string;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run fires the same rush. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/**
 * The convocatoria, and the rush in the order it is fired: each student's requests one after the
 * other (so 200 connections send them at the same moment), students in random order. Per student:
 * a choice for each of the three courses they take (two of them at the same hour), a second option
 * of the first course, and for one student in twenty an exam whose inscription has closed.
 */
export async function loadConvocatoria(
  db: Db,
  students: number,
): Promise<{ rush: Planned[]; warmUp: Planned[]; tokenOf: Map<number, string> }> {
  const now = Date.now();
  const [degree] = await db.insert(degrees).values({ externalId: "bench-grado", name: "Grado de prueba" }).returning();
  const courseRows = await db
    .insert(courses)
    .values(
      Array.from({ length: COURSES + 1 }, (_, c) => ({
        externalId: `bench-asignatura-${c}`,
        name: c === COURSES ? "Calentamiento" : `Asignatura ${c + 1}`,
        degreeId: degree!.id,
      })),
    )
    .returning({ id: courses.id });
  const [term] = await db.insert(examTerms).values({ name: "Ordinaria" }).returning();
  await db.insert(examVenues).values([
    ...Array.from({ length: VENUES }, (_, v) => ({
      id: `cntr_exam_0${v + 1}`,
      name: `Sede ${v + 1}`,
      capacity: SEATS_PER_VENUE,
    })),
    { id: "cntr_exam_98", name: "Sede de calentamiento", capacity: 1_000_000 },
    { id: "cntr_exam_99", name: "Online", capacity: null },
  ]);
  // Course c and c + 5 sit their exams at the same hour (shared seats, overlapping for a student
  // taking both); courses 8 and 9 an hour later than 3 and 4 (overlapping, separate seats).
  const startOf = (c: number, option: "A" | "B" | "C") => {
    const day = now + (30 + (c % 5) + (option === "B" ? 10 : option === "C" ? 20 : 0)) * DAY;
    return new Date(Math.floor(day / DAY) * DAY + (8 + (c >= 8 ? 1 : 0)) * 3_600_000);
  };
  const window = { inscriptionStartsAt: new Date(now - DAY), inscriptionEndsAt: new Date(now + DAY) };
  const examRows = await db
    .insert(exams)
    .values([
      ...courseRows.slice(0, COURSES).flatMap((course, c) => [
        {
          courseId: course.id,
          termId: term!.id,
          option: "A",
          startsAt: startOf(c, "A"),
          durationMinutes: 120,
          ...window,
        },
        {
          courseId: course.id,
          termId: term!.id,
          option: "B",
          startsAt: startOf(c, "B"),
          durationMinutes: 120,
          ...window,
        },
        {
          courseId: course.id,
          termId: term!.id,
          option: "C",
          startsAt: startOf(c, "C"),
          durationMinutes: 120,
          inscriptionStartsAt: new Date(now - 10 * DAY),
          inscriptionEndsAt: new Date(now - DAY),
        },
      ]),
      {
        courseId: courseRows[COURSES]!.id,
        termId: term!.id,
        option: "A",
        startsAt: new Date(now + 100 * DAY),
        durationMinutes: 60,
        defaultHeadquarter: "cntr_exam_98",
        ...window,
      },
    ])
    .returning({ id: exams.id });
  const examOf = (c: number, option: number) => examRows[c * 3 + option]!.id;
  const warmUpExam = examRows[COURSES * 3]!.id;

  const warmUpStudents = CONNECTIONS;
  await db.execute(sql`insert into users (external_id, dni, id_type, given_name, family_name, email, role)
    select 'alumno-' || i, (20000000 + i)::text || 'X', 'DNI', 'Alumno', 'Prueba ' || i,
      'alumno' || i || '@alumnos.universidad.example', 'ROLE_STUDENT'
    from generate_series(0, ${students + warmUpStudents - 1}) as i`);
  const userIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where role = 'ROLE_STUDENT' order by id`),
  ).map((r) => r.id);
  const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
  for (let i = 0; i < userIds.length; i += 2_000) {
    await db.insert(sessions).values(
      userIds.slice(i, i + 2_000).map((userId, j) => ({
        userId,
        tokenHash: hashSessionId(tokens[i + j]!),
        expiresAt: new Date(now + DAY),
      })),
    );
  }
  const takes = (i: number) => [i % COURSES, (i + 5) % COURSES, (i + 1) % COURSES];
  const members = userIds.flatMap((userId, i) =>
    (i < students ? takes(i) : [COURSES]).map((c) => ({
      courseId: courseRows[c]!.id,
      userId,
      memberRole: "STUDENT" as const,
    })),
  );
  for (let i = 0; i < members.length; i += 5_000) await db.insert(courseMembers).values(members.slice(i, i + 5_000));
  await db.execute(sql`analyze`);

  const next = random(12);
  const venue = () => `cntr_exam_0${1 + Math.floor(next() * VENUES)}`;
  const choice = (i: number, examId: number, headquarterId: string): Planned => ({
    session: tokens[i]!,
    body: JSON.stringify({ examId, headquarterId }),
  });
  const order = Array.from({ length: students }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const rush = order.flatMap((i) => {
    const [first, twin, other] = takes(i);
    const option = next() < 0.5 ? 0 : 1;
    const planned = [
      choice(i, examOf(first!, option), venue()),
      choice(i, examOf(twin!, next() < 0.5 ? 0 : 1), venue()),
      choice(i, examOf(other!, next() < 0.5 ? 0 : 1), venue()),
      choice(i, examOf(first!, 1 - option), venue()),
    ];
    if (i % 20 === 0) planned.push(choice(i, examOf(other!, 2), venue()));
    return planned;
  });
  const warmUp = userIds.slice(students).map((_, k) => choice(students + k, warmUpExam, "cntr_exam_98"));
  return { rush, warmUp, tokenOf: new Map(userIds.map((id, i) => [id, tokens[i]!])) };
}

export interface Invariants {
  overbooked: number;
  counterDrift: number;
  overlapping: number;
  twoForOneCourse: number;
  /** Choices made in the rush (the warm-up's exam is the only one with a default venue). */
  rushChoices: number;
}

/** What must hold after any rush, counted with SQL: each is 0 (rushChoices aside). */
export async function invariants(db: Db): Promise<Invariants> {
  const [row] = rowsOf<Record<keyof Invariants, string>>(
    await db.execute(sql`select
      (select count(*) from (select r.venue_id, r.starts_at from exam_requests r join exam_venues v on v.id = r.venue_id
        where v.capacity is not null group by r.venue_id, r.starts_at, v.capacity having count(*) > v.capacity) o) as overbooked,
      (select count(*) from exam_venue_sessions s where s.taken <> (select count(*) from exam_requests r
        where r.venue_id = s.venue_id and r.starts_at = s.starts_at)) as "counterDrift",
      (select count(*) from exam_requests a join exam_requests b on a.user_id = b.user_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) as overlapping,
      (select count(*) from (select 1 from exam_requests group by user_id, course_id having count(*) > 1) d) as "twoForOneCourse",
      (select count(*) from exam_requests r join exams e on e.id = r.exam_id where e.default_headquarter is null) as "rushChoices"`),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as Invariants;
}
