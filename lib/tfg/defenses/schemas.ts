import { msg } from "@/lib/i18n/message";
import { tableQuerySchema } from "@/lib/list/table-query";
import { optionalText } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { says } from "@/lib/i18n/schema-message";
import { REQUEST_STATUSES, type RequestStatus } from "@/db/enums/tfg";
import { REQUEST_FILTERS } from "../requests/schemas";
import { commaList, externalId, fromSpecParams, positiveId } from "../schemas";

export const SLOT_TAKEN = msg("tfg.errors.slotTaken");
const PLACE_REQUIRED = says("tfg.errors.placeRequired");

/** `POST`/`PATCH /tfg-api/requests/{id}/defenses…`: the slot is `timeSpanId`; `date` and `time` only echo it. */
export const defenseBody = z.object({
  requestId: positiveId.optional(),
  termId: positiveId,
  courtId: positiveId,
  timeSpanId: positiveId,
  academicYearId: positiveId.optional(),
  date: z.string().trim().optional(),
  time: z.string().trim().optional(),
  // The court's members; the server takes them from the court, and refuses others (400).
  chairman: externalId.optional(),
  secretary: externalId.optional(),
  vocal: externalId.optional(),
  title: optionalText(300),
  comments: optionalText(2000),
  location: optionalText(300),
});
export type DefenseBody = z.input<typeof defenseBody>;

export const acceptDefenseBody = z.object({
  location: z.string({ error: PLACE_REQUIRED }).trim().min(1, PLACE_REQUIRED).max(300),
});

export const defenseParams = z.object({ id: positiveId, defenseId: positiveId });

export const DEFENSE_SORT_KEYS = ["id", "created", "start", "userName", "degreeName", "status", "title"] as const;
export const defenseListQuery = z.preprocess(
  fromSpecParams,
  tableQuerySchema(DEFENSE_SORT_KEYS).extend({
    filter: z.enum(REQUEST_FILTERS).optional(),
    degreeIds: commaList,
    requestId: z.coerce.number().int().positive().optional(),
    studentId: z.string().trim().max(100).optional(),
    status: z.enum(REQUEST_STATUSES).optional(),
    tribunalId: z.coerce.number().int().positive().optional(),
  }),
);
export type DefenseListQuery = z.infer<typeof defenseListQuery>;

export interface DefenseRow {
  id: number;
  requestId: number;
  defenseRequestStatus: RequestStatus;
  location: string | null;
  rejectReason: string | null;
  title: string | null;
  comments: string | null;
  start: string;
  created: string;
  chairman: string;
  secretary: string;
  vocal: string;
  chairmanName: string;
  secretaryName: string;
  vocalName: string;
  termId: number;
  timeSpanId: number | null;
  courtId: number;
  degreeId: string;
  degreeName: string;
  academicYearId: number;
  userId: string;
  userName: string;
  userGivenName: string;
  userFamilyName: string;
  dni: string;
  provisionalTitle: string | null;
  instructorName: string;
}
