import type { Db } from "@/db";
import type { PersonalDataRead } from "@/lib/access-log/record";
import { rowsNaming } from "@/lib/access-log/students";
import type { SessionUser } from "@/lib/auth/session-store";
import type { Upload, UploadSpec } from "@/lib/files/upload";
import type { Msg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";
import { assertSameId } from "./same-id";
import type { z } from "@/lib/validation/z";
import { json, type Declared } from "./endpoint";
import type { BodyLimit } from "./request-body";

/*
 * The shapes most routes share, each a `Declared` value for `endpoint(table, key, declared)`: a service
 * is called as `service(db, user, ...its arguments)`, and the route file only names the pieces.
 */

/** A service as the routes call it: the database (the transaction, for mutations), the caller, then its arguments. */
export type Service<A extends unknown[], R = unknown> = (db: Db, user: SessionUser, ...args: A) => Promise<R>;

type ById = { id: number };

/** The read log of a list: under `what`, every student whose external id its rows hold in `field`. */
export const readsRows = (what: string, field: string) => ({ what, shown: rowsNaming(field) });

/** Reads the caller's `list` for the parsed query. */
export const listing = <Q>(
  query: z.ZodType<Q>,
  list: Service<[Q]>,
  readsPersonalData?: PersonalDataRead<undefined>,
): Declared<undefined, Q, undefined> => ({
  query,
  readsPersonalData,
  handler: ({ db, user, query }) => list(db, user, query),
});

/** Creates a row from the parsed body and answers it with 201, with `message` beside it (in the request's language) when one is given. */
export const creating = <B>(
  body: z.ZodType<B>,
  create: Service<[B], object>,
  options: { bodyLimit?: () => BodyLimit; message?: Msg | string } = {},
): Declared<undefined, undefined, B> => ({
  body,
  bodyLimit: options.bodyLimit,
  handler: async ({ db, user, body, locale }) => {
    const created = await create(db, user, body);
    const { message } = options;
    if (!message) return json(created, 201);
    return json({ ...created, message: typeof message === "string" ? message : translate(locale, message) }, 201);
  },
});

/** Acts on the row the path's `{id}` names: `act(db, user, id, ...args)`. */
export const onId = <P extends ById, A extends unknown[]>(
  params: z.ZodType<P>,
  act: Service<[number, ...A]>,
  ...args: A
): Declared<P, undefined, undefined> => ({
  params,
  handler: ({ db, user, params }) => act(db, user, params.id, ...args),
});

/** Acts on what the path names: `act(db, user, params[names[0]], params[names[1]], …)`. */
export const onPath = <P, const N extends (keyof P)[]>(
  params: z.ZodType<P>,
  act: Service<{ [I in keyof N]: P[N[I]] }>,
  ...names: N
): Declared<P, undefined, undefined> => ({
  params,
  handler: ({ db, user, params }) =>
    act(db, user, ...(names.map((name) => params[name]) as { [I in keyof N]: P[N[I]] })),
});

/** A route whose answer shows students' personal data, logged as `reads` (lib/access-log). */
export const reading = <P, Q, B>(reads: PersonalDataRead<P>, declared: Declared<P, Q, B>): Declared<P, Q, B> => ({
  ...declared,
  readsPersonalData: reads,
});

/**
 * Changes the row the path names (its `{id}`, or the segment `key` names) with the parsed body: a body that
 * names another id is a 400, then `update(db, user, id, body)`.
 */
export const editing = <P extends Record<K, number>, B extends { id?: unknown }, K extends string = "id">(
  params: z.ZodType<P>,
  body: z.ZodType<B>,
  update: Service<[number, B]>,
  key = "id" as K,
): Declared<P, undefined, B> => ({
  params,
  body,
  handler: ({ db, user, params, body }) => {
    assertSameId(body.id === undefined ? undefined : Number(body.id), params[key]);
    return update(db, user, params[key], body);
  },
});

type StudentOf<P> = Extract<PersonalDataRead<P>, { student: unknown }>["student"];
type Uploaded<U extends UploadSpec> = U extends { many: true } ? Upload<U>["files"] : Upload<U>["file"];

/**
 * The file slots of the rows the path's `{id}` names: `download(db, user, id, slot)` answers a slot's
 * file, `store(db, user, id, slot, uploaded)` takes an upload into it; a download of a student's file
 * (`owner` finds the student from the params) is logged under the slot's `what`. Returns, for a
 * slot, its pair of routes.
 */
export const fileSlot =
  <P extends ById, U extends UploadSpec, S, O extends StudentOf<P> | undefined = undefined>(
    params: z.ZodType<P>,
    upload: U,
    download: Service<[number, S]>,
    store: Service<[number, S, Uploaded<U>]>,
    owner?: O,
  ) =>
  (slot: S, ...[what]: O extends undefined ? [] : [what: string]) => ({
    download: owner
      ? reading({ what: what!, student: owner }, onId(params, download, slot))
      : onId(params, download, slot),
    upload: {
      params,
      upload,
      handler: ({ db, user, params, body }) =>
        store(db, user, params.id, slot, ("files" in body ? body.files : body.file) as Uploaded<U>),
    } satisfies Declared<P, undefined, Upload<U>>,
  });
