import type { Db } from "@/db";
import type { Locale } from "@/lib/i18n/locales";
import { readerNamed, type AddFile, type ExportReader, type Person, type ReaderKey } from "../types";

/** A reader whose JSON is one object per row of one query, each written by `toJson` in the person's terms. */
export function rowsReader<Row>(
  key: ReaderKey,
  rows: (db: Db, person: Person) => Promise<Row[]>,
  toJson: (row: Row, addFile: AddFile, locale: Locale) => Record<string, unknown>,
): ExportReader {
  return {
    ...readerNamed(key),
    read: async (db, person, addFile, locale) => (await rows(db, person)).map((row) => toJson(row, addFile, locale)),
  };
}
