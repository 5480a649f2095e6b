import type { AREA_CSV_HEADER } from "@/lib/tfg/areas/schemas";
import type { INSTRUCTOR_CSV_HEADER } from "@/lib/tfg/allocations/schemas";
import type { PRIORITY_CSV_HEADER } from "@/lib/tfg/proposal/schemas";
import type { TERM_CSV_HEADER } from "@/lib/tfg/terms/schemas";
import type { TfgT } from "@/lib/tfg/labels";

export type CsvColumn =
  | (typeof AREA_CSV_HEADER)[number]
  | (typeof INSTRUCTOR_CSV_HEADER)[number]
  | (typeof PRIORITY_CSV_HEADER)[number]
  | (typeof TERM_CSV_HEADER)[number];

/** A TFG upload's column explained, for the people who fill the files in (`tfg.csv.columns.*`). */
export const csvColumnLabel = (t: TfgT, column: CsvColumn) => t(`csv.columns.${column}`);
