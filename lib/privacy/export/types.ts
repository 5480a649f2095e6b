import type { Db } from "@/db";
import type { Messages } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

/** The person whose data is read. */
export interface Person {
  id: number;
  externalId: string;
}

/** Puts a stored file into the export and answers its path inside the zip (null when there is no file). */
export type AddFile = (fileId: number | null, name: string | null) => string | null;

/** A module of the export: its file's name and its README line are `privacy.export.readers.<key>`. */
export type ReaderKey = keyof Messages["privacy"]["export"]["readers"];

/** One module's part of the export: a JSON file of rows in the person's terms (names and dates, not ids). */
export interface ExportReader {
  key: ReaderKey;
  /** File name inside the Spanish zip, without `.json`; also the folder of the module's files. */
  slug: string;
  /** The rows, their labels in `locale`; their keys are the Spanish ones (`build.ts` says them in `locale`). */
  read(db: Db, person: Person, addFile: AddFile, locale: Locale): Promise<Record<string, unknown>[]>;
}

/** A reader's name: its key, and its Spanish file name from the catalogue. */
export const readerNamed = (key: ReaderKey): Pick<ExportReader, "key" | "slug"> => ({
  key,
  slug: translator("es", "privacy")(`export.readers.${key}.file`),
});
