import { tableQuerySchema } from "@/lib/list/table-query";

/** The query of a student's reads ('Quién ha consultado sus datos'): newest first, paged. */
export const readListQuery = tableQuerySchema(["at"] as const);
