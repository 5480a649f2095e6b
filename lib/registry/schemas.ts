import { msg } from "@/lib/i18n/message";
import { says } from "@/lib/i18n/schema-message";
import { tableQuerySchema } from "@/lib/list/table-query";
import { dayFilter, dbId, optionalText, REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import {
  REGISTRY_BOOK_TYPES,
  REGISTRY_TYPES,
  type RegistryBookType,
  type RegistryChange,
  type RegistryNumbering,
  type RegistryType,
} from "@/db/enums/registry";

export const CODE_INVALID = says("registry.errors.codeInvalid");
export const SEARCH_TERM_REQUIRED = says("registry.errors.searchTermRequired");
export const CODE_NOT_COPIED = says("registry.errors.codeNotCopied");
/** The 409 of a code already in the book. */
export const codeTaken = (code: string) => msg("registry.errors.codeTaken", { code });

const code = z.string({ error: CODE_INVALID }).trim().min(1, CODE_INVALID).max(100, CODE_INVALID);

/** An attachment as the wizard sends it: the file name and its bytes as a data URL. */
export const registryFileUpload = z.object({
  name: z.string().trim().min(1, REQUIRED).max(255),
  dataUrl: z.string().min(1, REQUIRED),
});

/** An entry's fields but its number. */
export const registryEntryFields = z.object({
  bookType: z.enum(REGISTRY_BOOK_TYPES, { error: REQUIRED }),
  type: z.enum(REGISTRY_TYPES, { error: REQUIRED }),
  term: dbId(REQUIRED),
  userExternalId: optionalText(100),
  receiver: optionalText(200),
  documentType: optionalText(200),
  text: optionalText(4000),
  file: z.union([registryFileUpload, z.string(), z.null()]).optional(),
  created: z.unknown().optional(),
  modified: z.unknown().optional(),
});
export type RegistryEntryFields = z.infer<typeof registryEntryFields>;

/** How a new entry is numbered: the book's next number (default), or a code copied from a paper register. */
export const registryNumbering = z.object({
  numbering: z.enum(["SERIES", "PAPER"], { error: REQUIRED }).default("SERIES"),
  code: z.string().trim().max(100, CODE_INVALID).optional(),
});
/** A copied code is required, and only a copied one is accepted. */
export function numberingRule(v: { numbering?: string; code?: string }, ctx: z.RefinementCtx) {
  if (v.numbering === "PAPER" && !v.code) ctx.addIssue({ code: "custom", path: ["code"], message: CODE_INVALID });
  if (v.numbering !== "PAPER" && v.code) ctx.addIssue({ code: "custom", path: ["code"], message: CODE_NOT_COPIED });
}

/**
 * `POST /registry-api`. `created` and `modified` are accepted and ignored (the server sets them);
 * `file` is a new attachment. `code` only with `numbering: "PAPER"`; otherwise the book numbers the entry.
 */
export const registryEntryBody = registryEntryFields.extend(registryNumbering.shape).superRefine(numberingRule);
export type RegistryEntryBody = z.infer<typeof registryEntryBody>;

/** `PATCH /registry-api/{id}`: the entry without id; every field optional, the same rules. */
export const registryEntryPatch = registryEntryFields
  .partial()
  .extend({ code: code.optional(), id: z.unknown().optional() });
export type RegistryEntryPatch = z.infer<typeof registryEntryPatch>;

export const REGISTRY_SEARCH_KINDS = ["id", "family"] as const;
export const registryUserSearchParams = z.object({
  kind: z.enum(REGISTRY_SEARCH_KINDS, { error: says("registry.errors.searchKind") }),
  term: z.string({ error: SEARCH_TERM_REQUIRED }).trim().min(1, SEARCH_TERM_REQUIRED).max(100),
});

export const REGISTRY_SORT_KEYS = ["id", "code", "created", "modified"] as const;

/** `GET /registry-api`, the 'Libro de registros' page and its CSV export: paging and filters. */
export const registryListQuery = tableQuerySchema(REGISTRY_SORT_KEYS).extend({
  bookType: z
    .enum(REGISTRY_BOOK_TYPES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  type: z
    .enum(REGISTRY_TYPES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  term: dbId()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  from: dayFilter,
  to: dayFilter,
  q: z.string().trim().max(100).optional(),
});
export type RegistryListQuery = z.infer<typeof registryListQuery>;

export interface RegistryEntryRow {
  id: number;
  bookType: RegistryBookType;
  code: string;
  numbering: RegistryNumbering | null;
  /** Another entry has the same code (possible only among entries stored before codes were unique). */
  repeated: boolean;
  type: RegistryType;
  created: string;
  modified: string;
  userExternalId: string | null;
  userName: string | null;
  userGivenName: string | null;
  userFamilyName: string | null;
  userDni: string | null;
  receiver: string | null;
  documentType: string | null;
  file: string | null;
  text: string | null;
  term: number;
  termName: string;
}

/** An entry as its creation answers: its id, the code it was given and when. */
export interface CreatedRegistryEntry {
  id: number;
  code: string;
  created: string;
}

/** One entry as its edit dialog reads it: the row, its history and the people its history names. */
export interface RegistryEntryDetail extends RegistryEntryRow {
  history: RegistryHistoryRow[];
  /** By externalId, the people the history's user changes name. */
  people: Record<string, { givenName: string; familyName: string; dni: string }>;
}

export interface RegistryHistoryRow {
  id: number;
  action: "CREATE" | "UPDATE";
  changedAt: string;
  changedBy: string | null;
  changes: RegistryChange[];
}

export interface RegistryTerm {
  id: number;
  name: string;
}

export interface RegistryUserOption {
  externalId: string;
  dni: string;
  name: string;
  email: string | null;
}
