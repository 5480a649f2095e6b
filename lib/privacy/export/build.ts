import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db";
import { storedFiles, users } from "@/db/schema";
import { NotFoundError } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/dates";
import type { ZipStreamEntry } from "@/lib/files/zip-stream";
import type { Locale } from "@/lib/i18n/locales";
import { msg } from "@/lib/i18n/message";
import { translator } from "@/lib/i18n/translate";
import { exportedFileStream } from "./file-stream";
import { exportReaders } from "./readers";
import type { Person } from "./types";

/** The person with this external id, or a 404. */
export async function personByExternalId(db: Db, externalId: string): Promise<Person> {
  const [person] = await db
    .select({ id: users.id, externalId: users.externalId })
    .from(users)
    .where(eq(users.externalId, externalId));
  if (!person) throw new NotFoundError(msg("privacy.errors.personUnknown", { externalId }));
  return person;
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 120);

/** Text formats gain from deflate; the rest (PDF, images, office files, zips) are compressed already. */
const compressible = (mime: string) => mime.startsWith("text/") || /[/+](json|xml|csv)$/.test(mime);

type T = ReturnType<typeof translator<"privacy">>;

/** The rows with their keys (the Spanish ones the readers write) said in the export's language. */
function localized(value: unknown, t: T): unknown {
  if (Array.isArray(value)) return value.map((v) => localized(v, t));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const column = `export.columns.${key}` as Parameters<T["has"]>[0] & Parameters<T>[0];
      return [t.has(column) ? t(column) : key, localized(v, t)];
    }),
  );
}

/**
 * The zip's entries for `person`: every module's rows as JSON, every file they uploaded or were issued,
 * and a README, in `locale` (the requester's: names of files and folders, keys, labels). The rows are
 * small and read now; a file's bytes are read only when the streamed zip comes to it.
 */
export async function buildPersonalDataExport(
  db: Db,
  person: Person,
  /** The command line's export is in Spanish, as the command line. */
  locale: Locale = "es",
): Promise<ZipStreamEntry[]> {
  const t = translator(locale, "privacy");
  const entries: ZipStreamEntry[] = [];
  const wanted = new Map<number, string>();
  const readme: string[] = [];
  for (const reader of exportReaders) {
    const slug = t(`export.readers.${reader.key}.file`);
    const addFile = (fileId: number | null, name: string | null) => {
      if (fileId === null) return null;
      const path =
        wanted.get(fileId) ?? `${t("export.folder")}/${slug}/${fileId}-${safeName(name ?? t("export.file"))}`;
      wanted.set(fileId, path);
      return path;
    };
    const rows = await reader.read(db, person, addFile, locale);
    entries.push({ name: `${slug}.json`, content: JSON.stringify(localized(rows, t), null, 2) + "\n" });
    readme.push(
      t("export.readme.module", {
        file: `${slug}.json`,
        rows: rows.length,
        description: t(`export.readers.${reader.key}.description`),
      }),
    );
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
  entries.push({ name: t("export.readmeFile"), content: readmeText(t, locale, person, readme, stored.length) });
  return entries;
}

function readmeText(t: T, locale: Locale, person: Person, modules: string[], files: number): string {
  return `${t("export.readme.title", { externalId: person.externalId })}
${t("export.readme.exported", { date: formatDateTime(new Date(), locale) })}

${t("export.readme.json")}

${modules.join("\n")}

${t("export.readme.files", { folder: t("export.folder"), files })}
`;
}
