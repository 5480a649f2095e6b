import type { Db } from "@/db";

/** The person whose data is read. */
export interface Person {
  id: number;
  externalId: string;
}

/** Puts a stored file into the export and answers its path inside the zip (null when there is no file). */
export type AddFile = (fileId: number | null, name: string | null) => string | null;

/** One module's part of the export: a JSON file of rows in the person's terms (names and dates, not ids). */
export interface ExportReader {
  /** File name inside the zip, without `.json`; also the folder of the module's files. */
  slug: string;
  /** One Spanish sentence for the export's README. */
  description: string;
  read(db: Db, person: Person, addFile: AddFile): Promise<Record<string, unknown>[]>;
}
