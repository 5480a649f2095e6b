import { tableQuerySchema } from "@/lib/list/table-query";
import { REQUIRED } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { MAX_PRIORITY, REQUEST_STATUSES, TERM_TYPES, type RequestStatus, type TermType } from "./constants";

export const FILL_ALL_FIELDS = "Por favor, rellene todos los campos";
export const TOO_MANY_REQUESTS = `Solo se pueden realizar ${MAX_PRIORITY} solicitudes por titulación y curso académico (Opción A a Opción H)`;
export const DATE_FORMAT_MESSAGE = "La fecha debe tener el formato DD/MM/YYYY HH:mm";

const externalId = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100);
const positiveId = z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED);
const idList = z.array(externalId, { error: REQUIRED }).min(1, REQUIRED);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const bool = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

// ---- Area requests -------------------------------------------------------------------------

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
  priority: z.coerce.number().int().min(1).max(MAX_PRIORITY, TOO_MANY_REQUESTS).optional(),
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
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  availableForDefense: bool,
};

// The specification's clients send `order` for the sort key and the direction in upper case.
const fromSpecParams = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const { order, direction, ...rest } = raw as Record<string, unknown>;
  const blank = (v: unknown) => (v === "" || v === undefined ? undefined : v);
  return {
    ...rest,
    sort: blank(order) ?? rest.sort,
    direction: typeof direction === "string" ? blank(direction.toLowerCase()) : direction,
  };
};

/** `GET /tfg-api/requests`: page, size, order, direction (ASC/DESC), filter and the optional filters. */
export const requestListQuery = z.preprocess(
  fromSpecParams,
  tableQuerySchema(REQUEST_SORT_KEYS).extend(requestFilters),
);
export type RequestListQuery = z.infer<typeof requestListQuery>;

/** `GET /tfg-api/requests/csv`: the same filters, no paging. */
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

// ---- Reference lists -------------------------------------------------------------------------

export interface NamedRef {
  externalId: string;
  name: string;
}

export interface AcademicYearRow {
  id: number;
  name: string;
  active: boolean;
}

export const degreesQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  all: bool,
  userId: z.string().trim().max(100).optional(),
});

export const degreeAreasQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  all: bool,
});
export const degreeParams = z.object({ degreeId: externalId });

export const yearQuery = z.object({ academicYearId: z.coerce.number().int().positive().optional() });

// ---- Thematic areas --------------------------------------------------------------------------

export const areasQuery = z.object({ academicYearId: z.coerce.number().int().positive().optional(), all: bool });

/** Subject form: name, degrees and managers are required. */
export const areaBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  academicYearId: positiveId,
  active: z.boolean().optional(),
  assignedDegreeIds: idList,
  assignedManagerIds: idList,
});
export type AreaBody = z.input<typeof areaBody>;

export const areaInstructorsQuery = z.object({
  ids: commaList,
  areaId: z.coerce.number().int().positive().optional(),
  academicYearId: z.coerce.number().int().positive().optional(),
});

export interface AreaRow {
  id: number;
  name: string;
  active: boolean;
  academicYearId: number;
  assignedDegrees: NamedRef[];
  assignedManagers: NamedRef[];
}

export const AREA_CSV_HEADER = ["academicYearId", "name", "assignedDegrees", "assignedManagers"] as const;

// ---- Calls (terms) ---------------------------------------------------------------------------

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/;
export const spanishDateTime = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(DATE_TIME, DATE_FORMAT_MESSAGE);

/** `DD/MM/YYYY HH:mm` → `YYYY-MM-DD` and `HH:mm`, for `madridInputToIso`. */
export function splitSpanishDateTime(value: string): { date: string; time: string } {
  const m = DATE_TIME.exec(value.trim());
  return m ? { date: `${m[3]}-${m[2]}-${m[1]}`, time: `${m[4]}:${m[5]}` } : { date: "", time: "" };
}

/** Term form: academic year, type, name, degrees, start and end (DD/MM/YYYY HH:mm) are required. */
export const termBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  academicYearId: positiveId,
  type: z.enum(TERM_TYPES, { error: REQUIRED }),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  assignedDegreeIds: idList,
  start: spanishDateTime,
  end: spanishDateTime,
});
export type TermBody = z.input<typeof termBody>;

export const termsQuery = z.object({
  type: z.enum(TERM_TYPES).optional(),
  degree: z.string().trim().max(100).optional(),
  academicYear: z.coerce.number().int().positive().optional(),
  open: bool,
});

export interface TermRow {
  id: number;
  name: string;
  type: TermType;
  academicYear: AcademicYearRow;
  assignedDegrees: NamedRef[];
  assignedDegreeIds: string[];
  start: string;
  end: string;
}

export const TERM_CSV_HEADER = ["academicYear", "type", "name", "assignedDegreeIds", "start", "end"] as const;

// ---- Instructors and allocations ('Asignación docente') ----------------------------------------

const allocationFields = {
  academicYearId: z.coerce.number({ error: FILL_ALL_FIELDS }).int(FILL_ALL_FIELDS).positive(FILL_ALL_FIELDS),
  degreeIds: z.array(z.string().trim().min(1), { error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS),
};
// An empty field is a missing limit, not 0 (which coercion would make of it).
const limit = (min: number, message: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: FILL_ALL_FIELDS }).int(FILL_ALL_FIELDS).min(min, message),
  );

/** A new allocation: one or more degrees and a limit of at least 1. */
export const createAllocationBody = z.object({ ...allocationFields, limit: limit(1, "El límite debe ser al menos 1") });
/** Editing an allocation: degrees and a limit of at least 0. */
export const updateAllocationBody = z.object({
  ...allocationFields,
  limit: limit(0, "El límite no puede ser negativo"),
});
export type AllocationBody = z.input<typeof createAllocationBody>;

export const instructorParams = z.object({ id: externalId });
export const allocationParams = z.object({ id: externalId, allocationId: positiveId });

export interface AllocationRow {
  id: number;
  academicYearId: number;
  degrees: NamedRef[];
  limit: number;
  requests: number[];
}

export interface InstructorAllocationRow {
  instructorId: string;
  instructorName: string;
  allocations: AllocationRow[];
}

export const INSTRUCTOR_CSV_HEADER = ["academicYearId", "externalId", "limitRequestsTFG"] as const;

// ---- Priority grades ('Subida de notas') -------------------------------------------------------

export const priorityListQuery = tableQuerySchema(["userId", "priority"] as const);
export const PRIORITY_CSV_HEADER = ["userId", "degreeId", "priority"] as const;

export interface PriorityGradeRow {
  id: number;
  userId: string;
  userName: string;
  degreeId: string;
  degreeName: string;
  priority: number;
}

/** Answer of the CSV uploads: what was stored and what was not (with the line and the reason). */
export interface CsvUploadResult {
  success: string[];
  failed: string[];
}

// ---- Allocation proposal ------------------------------------------------------------------------

export const proposalBody = z.object({ degreeId: externalId, termId: positiveId });

const decision = z.object({ id: z.number().int().positive(), version: z.number().int().positive() });
export const applyProposalBody = proposalBody.extend({
  accept: z.array(decision).max(5000),
  reject: z.array(decision).max(5000),
});
export type ApplyProposalBody = z.input<typeof applyProposalBody>;

export const NO_DIRECTOR_PLACES = "Sin plazas del director";

// ---- Defense requests ------------------------------------------------------------------------

export const PLACE_REQUIRED = "Debes introducir un lugar para la defensa";
export const NO_FREE_SLOTS = "No se han encontrado franjas horarias disponibles, por favor contacta con secretaría";
export const NO_DEFENSE_TERMS = "No se han encontrado periodos de defensa activos";
export const DEFENSE_CREATED = "La solicitud de defensa se ha creado correctamente";
export const DEFENSE_CREATE_FAILED = "Ha habido un error al crear la solicitud de defensa";
export const NO_DEFENSES = "Todavía no se han realizado solicitudes de defensa";
export const COURT_HAS_DEFENSES = "No se ha podido eliminar el tribunal porque tiene asignado defensas.";
export const SAVE_COURT_FIRST =
  "Realiza un guardado de directores para poder configurar sus periodos de disponibilidad";
export const SLOT_TAKEN = "La franja horaria ya está reservada por otra defensa";

/** `POST`/`PATCH /tfg-api/requests/{id}/defenses…`: the slot is `timeSpanId`; `date` and `time` only echo it. */
export const defenseBody = z.object({
  requestId: positiveId.optional(),
  termId: positiveId,
  courtId: positiveId,
  timeSpanId: positiveId,
  academicYearId: positiveId.optional(),
  date: z.string().trim().optional(),
  time: z.string().trim().optional(),
  chairman: externalId,
  secretary: externalId,
  vocal: externalId,
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
  dni: string;
  provisionalTitle: string | null;
  instructorName: string;
}

// ---- Courts and time spans -------------------------------------------------------------------

export const courtBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  chairman: externalId,
  secretary: externalId,
  vocal: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  degreeIds: z.array(externalId).default([]),
  academicYearId: positiveId,
  slotMinutes: z.coerce.number().int().min(15).max(720).default(120),
});
export type CourtBody = z.input<typeof courtBody>;

export const timeSpanQuery = z.object({
  start: z.iso.datetime({ offset: true, error: "La fecha de inicio no es válida" }),
});
export const timeSpanParams = z.object({ id: positiveId, spanId: positiveId });
export const courtsForRequestQuery = z.object({
  academicYearId: z.coerce.number().int().positive().optional(),
  /** The defense being edited: its own slot is still offered. */
  defenseId: z.coerce.number().int().positive().optional(),
});
export const TIME_SPAN_CSV_HEADER = ["start"] as const;
export const COURT_CSV_HEADER = ["id", "name", "chairman", "secretary", "vocal", "degreeIds", "timeSpans"] as const;

export interface TimeSpanRow {
  id: number;
  start: string;
  end: string;
  reserved: boolean;
}

export interface CourtRow {
  id: number;
  name: string;
  chairman: string;
  secretary: string;
  vocal: string | null;
  chairmanName: string;
  secretaryName: string;
  vocalName: string | null;
  degreeIds: string[];
  timeSpans: TimeSpanRow[];
  academicYearId: number;
  slotMinutes: number;
}
