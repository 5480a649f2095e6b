/** The TFG module's limits and the catalogue keys of its labels, client-safe: the enums are the tables' (db/enums/tfg.ts). */
import type { RequestStatus } from "@/db/enums/tfg";

/** A student ranks at most this many requests per degree and academic year ('Opción A' … 'Opción H'). */
export const MAX_PRIORITY = 8;

/** The statuses the catalogue names (`tfg.statuses.*`); anything else is 'Indefinido'. */
export const KNOWN_STATUSES: readonly RequestStatus[] = ["OPEN", "ACCEPTED", "REJECTED", "CANCELED"];

/** 'A' for 1 … 'H' for 8: the letter of 'Opción A'. */
export const priorityLetter = (priority: number) => String.fromCharCode(64 + priority);
