// The benchmark's university: 50,000 students with Spanish names (common surnames repeat thousands
// of times, as in a real census), two documents each, a coordinator and sessions to call the API with.
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { documents, documentTypes, storedFiles, users } from "@/db/schema";
import { createSession } from "@/lib/auth/session-store";

export const STUDENTS = 50_000;
export const DOCUMENTS_PER_STUDENT = 2;

const GIVEN = [
  "Lucía",
  "Álvaro",
  "María José",
  "Íñigo",
  "Begoña",
  "Óscar",
  "Jesús",
  "Inés",
  "Raúl",
  "Nuria",
  "Sofía",
  "Andrés",
  "Ramón",
];
// prettier-ignore
const FAMILY = ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Alonso", "Gutiérrez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina", "Morales", "Suárez", "Ortega", "Delgado", "Castro", "Ortiz", "Rubio", "Marín", "Sanz", "Núñez", "Iglesias", "Medina", "Garrido"];
const array = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

export interface BenchData {
  coordinatorSession: string;
  secretarySession: string;
  secretaryUserId: number;
}

/** Loads the benchmark's rows (external ids `censo-…`, beside the booking bench's `alumno-…`) into a migrated database. */
export async function loadBenchData(db: Db): Promise<BenchData> {
  await db.execute(sql`insert into ${users} (external_id, dni, id_type, given_name, family_name, email, mobile_phone, role)
    select 'censo-' || i, (10000000 + i)::text || 'X', 'DNI', (${array(GIVEN)})[1 + i % ${GIVEN.length}],
      (${array(FAMILY)})[1 + i % ${FAMILY.length}] || ' ' || (${array(FAMILY)})[1 + (i / ${FAMILY.length}) % ${FAMILY.length}],
      'alumno' || lpad(i::text, 5, '0') || '@alumnos.universidad.example', '+346' || lpad(i::text, 8, '0'), 'ROLE_STUDENT'
    from generate_series(0, ${STUDENTS - 1}) as i`);
  const staff = await db
    .insert(users)
    .values([
      {
        externalId: "bench-coordinador",
        dni: "1X",
        idType: "DNI",
        givenName: "Coordinadora",
        familyName: "Prueba",
        role: "ROLE_COORD",
      },
      {
        externalId: "bench-secretaria",
        dni: "2X",
        idType: "DNI",
        givenName: "Secretaria",
        familyName: "Prueba",
        role: "ROLE_SECR",
      },
    ])
    .returning({ id: users.id });
  const types = await db
    .insert(documentTypes)
    .values([{ name: "Certificado de notas" }, { name: "Justificante de pago" }, { name: "DNI escaneado" }])
    .returning({ id: documentTypes.id });
  const [file] = await db
    .insert(storedFiles)
    .values({
      originalName: "documento.pdf",
      mimeType: "application/pdf",
      size: 4,
      sha256: "0",
      bytes: Buffer.from("%PDF"),
    })
    .returning({ id: storedFiles.id });
  const typeIds = sql.raw(`array[${types.map((t) => t.id).join(",")}]`);
  await db.execute(sql`insert into ${documents} (student_id, document_type_id, file_id, filename, status, created_at, modified_at)
    select u.id, (${typeIds})[1 + (u.id + d) % 3], ${file!.id}, 'documento-' || d || '.pdf',
      (array['PENDING','APPROVED','REJECTED'])[1 + (u.id * 7 + d) % 3]::document_status,
      now() - ((u.id * 13 + d * 101) % 525600) * interval '1 minute', now() - ((u.id * 11 + d) % 525600) * interval '1 minute'
    from ${users} u cross join generate_series(1, ${DOCUMENTS_PER_STUDENT}) as d where u.external_id like 'censo-%'`);
  await db.execute(sql`analyze`);
  const [coordinator, secretary] = staff;
  return {
    coordinatorSession: (await createSession(db, coordinator!.id)).sessionId,
    secretarySession: (await createSession(db, secretary!.id)).sessionId,
    secretaryUserId: secretary!.id,
  };
}
