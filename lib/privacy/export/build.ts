import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { storedFiles, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import type { ZipStreamEntry } from "@/lib/files/zip-stream";
import { exportedFileStream } from "./file-stream";
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

/** Text formats gain from deflate; the rest (PDF, images, office files, zips) are compressed already. */
const compressible = (mime: string) => mime.startsWith("text/") || /[/+](json|xml|csv)$/.test(mime);

/**
 * The zip's entries for `person`: every module's rows as JSON, every file they uploaded or were issued,
 * and a README in Spanish. The rows are small and read now; a file's bytes are read only when the
 * streamed zip comes to it.
 */
export async function buildPersonalDataExport(db: Db, person: Person): Promise<ZipStreamEntry[]> {
  const entries: ZipStreamEntry[] = [];
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
    entries.push({ name: `${reader.slug}.json`, content: JSON.stringify(rows, null, 2) + "\n" });
    readme.push(`${reader.slug}.json (${rows.length} ${rows.length === 1 ? "fila" : "filas"}): ${reader.description}`);
  }
  const ids = [...wanted.keys()];
  const stored = ids.length
    ? await db
        .select({ id: storedFiles.id, mime: storedFiles.mimeType })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids))
        .orderBy(storedFiles.id)
    : [];
  for (const file of stored)
    entries.push({
      name: wanted.get(file.id)!,
      content: () => exportedFileStream(db, file.id),
      store: !compressible(file.mime),
    });
  entries.push({ name: "LEEME.txt", content: readmeText(person, readme, stored.length) });
  return entries;
}

function readmeText(person: Person, modules: string[], files: number): string {
  return `Datos personales de ${person.externalId} en el Portal de servicios
Exportados el ${formatDateTime(new Date())} (hora de Madrid), en ejercicio de los derechos de acceso (art. 15 RGPD) y de portabilidad (art. 20 RGPD).

Cada fichero .json contiene, en formato JSON (UTF-8), las filas de un servicio del portal que se refieren a ti. Las fechas están en hora de Madrid; las personas, asignaturas y titulaciones aparecen por su nombre.

${modules.join("\n")}

ficheros/: los ${files} ficheros que subiste o que el portal te emitió, en una carpeta por servicio. Cada fila que cita un fichero indica su ruta dentro de este zip.
`;
}
