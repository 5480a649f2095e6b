import type { Db } from "@/db";
import type { AddFile, ExportReader, Person } from "../types";

/** A reader whose JSON is one object per row of one query, each written by `toJson` in the person's terms. */
export function rowsReader<Row>(
  slug: string,
  description: string,
  rows: (db: Db, person: Person) => Promise<Row[]>,
  toJson: (row: Row, addFile: AddFile) => Record<string, unknown>,
): ExportReader {
  return {
    slug,
    description,
    read: async (db, person, addFile) => (await rows(db, person)).map((row) => toJson(row, addFile)),
  };
}
