// Times the student file search on 100,000 students: `npx tsx scripts/bench-student-search.ts` runs on an
// in-memory PGlite, and also on PostgreSQL when BENCH_DATABASE_URL names a scratch database (its rows are deleted afterwards).
import { like, sql } from "drizzle-orm";
import { closeDb, getDb, type Db } from "@/db";
import { courseMembers, courses, degrees, users } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { pageStatement } from "@/lib/list/paged-list";
import { searchStudents, studentSearchList } from "@/lib/student-record/queries";
import type { SearchKind } from "@/lib/student-record/schemas";

const STUDENTS = 100_000;
const run = `bench-${Date.now().toString(36)}`;
const GIVEN = ["Lucía", "Álvaro", "María José", "Íñigo", "Begoña", "Óscar", "Jesús", "Inés", "Raúl", "Nuria", "Sofía", "Andrés", "Ramón"];
const FAMILY = ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina", "Morales", "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Núñez", "Iglesias", "Medina", "Garrido"];
const array = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);
const TERMS: [SearchKind, string][] = [["family", "nunez"], ["family", "garcia ferna"], ["name", "inigo"], ["email", "alumno04217"], ["id", `${run}-99999`], ["family", "zzzz"]];

async function load(db: Db): Promise<SessionUser> {
  await db.execute(sql`insert into ${users} (external_id, dni, id_type, given_name, family_name, email, mobile_phone, role)
    select ${run} || '-' || i, (10000000 + i)::text || 'X', 'DNI', (${array(GIVEN)})[1 + i % ${GIVEN.length}],
      (${array(FAMILY)})[1 + i % ${FAMILY.length}] || ' ' || (${array(FAMILY)})[1 + (i / ${FAMILY.length}) % ${FAMILY.length}],
      'alumno' || lpad(i::text, 5, '0') || '@alumnos.universidad.example', '+346' || lpad(i::text, 8, '0'), 'ROLE_STUDENT'
    from generate_series(0, ${STUDENTS - 1}) as i`);
  // An instructor teaching one course of 300 of them, to time the scoped search too.
  const [instructor] = await db.insert(users).values({ externalId: `${run}-profesor`, dni: "1X", idType: "DNI", givenName: "Profesor", familyName: "Prueba", role: "ROLE_INSTRUCTOR" }).returning();
  const [degree] = await db.insert(degrees).values({ externalId: `${run}-grado`, name: "Grado de prueba" }).returning();
  const [course] = await db.insert(courses).values({ externalId: `${run}-asig`, name: "Asignatura de prueba", degreeId: degree!.id }).returning();
  await db.insert(courseMembers).values({ courseId: course!.id, userId: instructor!.id, memberRole: "INSTRUCTOR" });
  await db.execute(sql`insert into ${courseMembers} (course_id, user_id, member_role)
    select ${course!.id}, id, 'STUDENT' from ${users} where external_id like ${`${run}-%`} and role = 'ROLE_STUDENT' order by id limit 300`);
  await db.execute(sql`analyze`);
  return { id: instructor!.id, externalId: instructor!.externalId, givenName: "Profesor", familyName: "Prueba", email: null, role: "ROLE_INSTRUCTOR" };
}

async function bench(engine: string) {
  console.log(engine);
  const db = await getDb();
  let started = performance.now();
  const instructor = await load(db);
  console.log(`  carga de ${STUDENTS} alumnos: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const secretary: SessionUser = { ...instructor, id: -1, role: "ROLE_SECR" };
  for (const [who, staff] of [["secretaría", secretary], ["profesor", instructor]] as const) {
    for (const [kind, term] of TERMS) {
      await searchStudents(db, staff, kind, term, { page: 0, size: 10, direction: "asc" });
      started = performance.now();
      const page = await searchStudents(db, staff, kind, term, { page: 0, size: 10, direction: "asc" });
      console.log(`  ${who} ${kind}/${term}: ${page.totalElements} resultados, ${(performance.now() - started).toFixed(1)} ms (página y total)`);
    }
  }
  for (const [kind, term] of [["family", "nunez"], ["email", "alumno04217"]] as const) {
    const page = pageStatement({ page: 0, size: 10, direction: "asc" }, studentSearchList(db, secretary, kind, term));
    const plan = await db.execute(sql`explain ${page}`);
    const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<string, string>[];
    console.log(`  EXPLAIN ${kind}/${term} (página y total):\n` + rows.map((r) => `    ${Object.values(r)[0]}`).join("\n"));
  }
}

async function cleanUp() {
  const db = await getDb();
  await db.execute(sql`delete from ${courseMembers} where course_id in (select id from ${courses} where external_id = ${`${run}-asig`})`);
  await db.delete(courses).where(like(courses.externalId, `${run}-%`));
  await db.delete(degrees).where(like(degrees.externalId, `${run}-%`));
  await db.delete(users).where(like(users.externalId, `${run}-%`));
}

delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";
await bench("PGlite (memoria)").finally(closeDb);
if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  await bench("PostgreSQL").finally(cleanUp).finally(closeDb);
}
