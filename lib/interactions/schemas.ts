import { tableQuerySchema } from "@/lib/list/table-query";
import { dbId } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { INTERACTION_TYPES, type InteractionType } from "@/db/enums/interactions";
import { says } from "@/lib/i18n/schema-message";

const COMMENT_REQUIRED = says("interactions.errors.commentRequired");

const externalId = z.string().trim().min(1).max(100);
const interactionText = z.string({ error: COMMENT_REQUIRED }).trim().min(1, COMMENT_REQUIRED).max(5000);
const optionalExternalId = z.preprocess((v) => (v === "" || v === null ? undefined : v), externalId.optional());

/**
 * `POST /interactions-api`. The issuer is always the signed-in user (a different `issuer` is refused);
 * `titulation` and `course` are externalIds, optional from the student file.
 */
export const createInteractionBody = z.object({
  type: z.enum(INTERACTION_TYPES).default("Otro"),
  issuer: optionalExternalId,
  receiver: externalId,
  dni: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(20).optional()),
  titulation: optionalExternalId,
  course: optionalExternalId,
  interactionText,
});
export type CreateInteractionBody = z.output<typeof createInteractionBody>;

/** `PATCH /interactions-api/{id}`: the interaction object; only its type and comment change. */
export const updateInteractionBody = z.object({
  id: dbId().optional(),
  type: z.enum(INTERACTION_TYPES).optional(),
  interactionText,
});

export const INTERACTION_SORT_KEYS = ["id", "created"] as const;
export const interactionListQuery = tableQuerySchema(INTERACTION_SORT_KEYS).extend({
  receiver: z.string().trim().max(100).optional(),
});
export type InteractionListQuery = z.infer<typeof interactionListQuery>;

/** `/interactions-api/{userId}` and `/interactions-api/{id}` share the path segment. */
export const userKeyParams = z.object({ key: externalId });
export const idKeyParams = z.object({ key: dbId() });
export const attachmentParams = idKeyParams.extend({ attachmentId: dbId() });
export const coursesQuery = z.object({ titulation: optionalExternalId });
export const courseIdParams = z.object({ courseId: externalId });

export const ATTACHMENT_FIELD = "file";

export interface InteractionRow {
  id: number;
  type: InteractionType;
  created: string;
  issuer: string;
  issuerName: string;
  receiver: string;
  receiverName: string;
  dni: string;
  titulation: string | null;
  course: string | null;
  interactionText: string;
  /** File names, spelled as the API has always spelled it. */
  attatchments: string[];
  files: { id: number; name: string }[];
  /** Whether the viewer may edit or delete it (author, secretary, admin). */
  editable: boolean;
}

export interface OptionRow {
  courseId: string;
  name: string;
}

export interface CourseUserRow {
  externalId: string;
  name: string;
  dni: string;
}

/** The wizard's body: there a degree and a course are always chosen; each step checks its `.pick()`. */
export const wizardInteractionBody = createInteractionBody.required({ titulation: true, course: true });
