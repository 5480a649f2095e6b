import { tableQuerySchema } from "@/lib/list/table-query";
import { dayFilter, optionalText } from "@/lib/validation/common";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { MAX_PRIORITY } from "../constants";
import { REQUEST_STATUSES, type RequestStatus } from "@/db/enums/tfg";
import { bool, commaList, externalId, fromSpecParams, positiveId } from "../schemas";

/** The key of 'Solo se pueden realizar 8 solicitudes…' (MAX_PRIORITY is 8). */
export const TOO_MANY_REQUESTS = "tfg.errors.tooManyRequests" as const;

/** `POST /tfg-api/requests`: `userId` is null for the student's own request, a student for an extraordinary one. */
export const createRequestBody = z.object({
  userId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  degreeId: externalId,
  termId: positiveId,
  areaId: positiveId,
  instructorId: externalId,
  provisionalTitle: optionalText(300),
  priority: z.coerce.number().int().min(1).max(MAX_PRIORITY, says(TOO_MANY_REQUESTS)).optional(),
});
export type CreateRequestBody = z.input<typeof createRequestBody>;

/** The stepper validates each step with a pick of the body, so a step is valid exactly when its part is. */
export const requestSteps = {
  degree: createRequestBody.pick({ degreeId: true }),
  term: createRequestBody.pick({ termId: true }),
  area: createRequestBody.pick({ areaId: true }),
  director: createRequestBody.pick({ instructorId: true }),
  title: createRequestBody.pick({ provisionalTitle: true }),
};

/** `PATCH /tfg-api/requests/{id}` ('Editar instancia'): degree, term, area and director are required. */
export const updateRequestBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  degreeId: externalId,
  termId: positiveId,
  areaId: positiveId,
  instructorId: externalId,
  provisionalTitle: optionalText(300),
});
export type UpdateRequestBody = z.input<typeof updateRequestBody>;

export const rejectRequestBody = z.object({ reason: optionalText(1000) }).default({ reason: null });

export const REQUEST_SORT_KEYS = [
  "id",
  "created",
  "userName",
  "degreeName",
  "areaName",
  "instructorName",
  "status",
  "priority",
  "provisionalTitle",
] as const;
export const REQUEST_FILTERS = ["GESTION", "DIRECTOR"] as const;

const requestFilters = {
  filter: z.enum(REQUEST_FILTERS).optional(),
  degreeIds: commaList,
  requestId: z.coerce.number().int().positive().optional(),
  studentId: z.string().trim().max(100).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  instructorId: z.string().trim().max(100).optional(),
  tribunalId: z.coerce.number().int().positive().optional(),
  createdFrom: dayFilter,
  createdTo: dayFilter,
  availableForDefense: bool,
};

/** `GET /tfg-api/requests`: page, size, order, direction (ASC/DESC), filter and the optional filters. */
export const requestListQuery = z.preprocess(
  fromSpecParams,
  tableQuerySchema(REQUEST_SORT_KEYS).extend(requestFilters),
);
export type RequestListQuery = z.infer<typeof requestListQuery>;

/** `POST /tfg-api/requests/csv`: the same filters, no paging. */
export const requestCsvQuery = z.preprocess(fromSpecParams, z.object(requestFilters));
export type RequestCsvQuery = z.infer<typeof requestCsvQuery>;

/** `GET /tfg-api/requests/current`: the student's requests in a degree and year (priority = count + 1). */
export const currentRequestsQuery = z.object({
  degreeId: externalId,
  academicYearId: positiveId,
  userId: z.string().trim().max(100).optional(),
});

export interface RequestRow {
  id: number;
  userId: string;
  userName: string;
  userGivenName: string;
  userFamilyName: string;
  dni: string;
  email: string | null;
  degreeId: string;
  degreeName: string;
  termId: number;
  academicYearId: number;
  priority: number;
  areaId: number;
  areaName: string;
  instructorId: string;
  instructorName: string;
  created: string;
  status: RequestStatus;
  provisionalTitle: string | null;
  rejectReason: string | null;
  version: number;
}
