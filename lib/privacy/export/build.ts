import { eq, inArray } from "drizzle-orm";
import JSZip from "jszip";
import type { Db } from "@/db";
import { storedFiles, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import { exportReaders } from "./readers";
import type { Person } from "./types";

/** The person with this external id, or a 404 in Spanish. */
export async function personByExternalId(db: Db, externalId: string): Promise<Person> {
  const [person] = await db
    .select({ id: users.id, externalId: users.externalId })
    .from(users)
    .where(eq(users.externalId, externalId));
  if (!person) throw new NotFoundError(`No existe ninguna persona con el identificador "${externalId}"`);
  return person;
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 120);

/** Every module's rows of `person` and every file they uploaded or were issued, with a README in Spanish. */
export async function buildPersonalDataExport(db: Db, person: Person): Promise<{ zip: JSZip; files: string[] }> {
  const zip = new JSZip();
  const wanted = new Map<number, string>();
  const readme: string[] = [];
  for (const reader of exportReaders) {
    const addFile = (fileId: number | null, name: string | null) => {
      if (fileId === null) return null;
      const path = wanted.get(fileId) ?? `ficheros/${reader.slug}/${fileId}-${safeName(name ?? "fichero")}`;
      wanted.set(fileId, path);
      return path;
    };
    const rows = await reader.read(db, person, addFile);
    zip.file(`${reader.slug}.json`, JSON.stringify(rows, null, 2) + "\n");
    readme.push(`${reader.slug}.json (${rows.length} ${rows.length === 1 ? "fila" : "filas"}): ${reader.description}`);
  }
  const ids = [...wanted.keys()];
  const stored = ids.length
    ? await db
        .select({ id: storedFiles.id, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids))
    : [];
  for (const file of stored) zip.file(wanted.get(file.id)!, file.bytes);
  zip.file("LEEME.txt", readmeText(person, readme, stored.length));
  return { zip, files: Object.keys(zip.files).filter((name) => !zip.files[name]!.dir) };
}

function readmeText(person: Person, modules: string[], files: number): string {
  return `Datos personales de ${person.externalId} en el Portal de servicios
Exportados el ${formatDateTime(new Date())} (hora de Madrid), en ejercicio de los derechos de acceso (art. 15 RGPD) y de portabilidad (art. 20 RGPD).

Cada fichero .json contiene, en formato JSON (UTF-8), las filas de un servicio del portal que se refieren a usted. Las fechas están en hora de Madrid; las personas, asignaturas y titulaciones aparecen por su nombre.

${modules.join("\n")}

ficheros/: los ${files} ficheros que usted subió o que el portal le emitió, en una carpeta por servicio. Cada fila que cita un fichero indica su ruta dentro de este zip.
`;
}
