import { getDb, type Db } from "@/db";
import { auditLog } from "@/db/schema";
import { recordRead, watchedAnswer, type PersonalDataRead } from "@/lib/access-log/record";
import { sessionFromRequest } from "@/lib/auth/current-session";
import type { Role } from "@/lib/auth/roles";
import type { PortalSession, SessionUser } from "@/lib/auth/session-store";
import { downloadResponse, FileDownload } from "@/lib/files/download";
import { readUpload, uploadLimit, type Upload, type UploadSpec } from "@/lib/files/upload";
import { currentRequestId, noteRequestUser, observed } from "@/lib/ops/observe";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { z } from "@/lib/validation/z";
import { clientAddress } from "./client-address";
import { errorResponse, ForbiddenError, UnauthorizedError, ValidationError } from "./errors";
import { DEFAULT_BODY_LIMIT, PUBLIC_BODY_LIMIT, readJson, type BodyLimit } from "./request-body";
import { isSameOrigin } from "./same-origin";
import { retryingConflicts } from "./transient-conflicts";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = ((req: Request, ctx: RouteContext) => Promise<Response>) & { endpoint: EndpointMeta };

/** The input schemas of an endpoint, as the OpenAPI document describes them, and its body limit. */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: UploadSpec;
  bodyLimit?: () => BodyLimit;
};

/** What the authorization test and the OpenAPI document read from every exported route handler. */
export type EndpointMeta =
  | { kind: "session"; roles: readonly Role[]; schemas: EndpointSchemas; reads?: string }
  | { kind: "public"; reason: string; schemas: EndpointSchemas };

const schemasOf = ({
  params,
  query,
  body,
  upload,
  bodyLimit,
}: Schemas<unknown, unknown, unknown>): EndpointSchemas => ({
  params,
  query,
  body,
  upload,
  bodyLimit: upload ? () => uploadLimit(upload) : bodyLimit,
});

interface Schemas<P, Q, B> {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** JSON body schema. */
  body?: z.ZodType<B>;
  /** A multipart upload instead: the body is its files as `{bytes, name, mime}`, read within the upload limits. */
  upload?: UploadSpec;
  /** Largest accepted JSON body and its 413's message, read per request (default 1 MB). */
  bodyLimit?: () => BodyLimit;
}

export interface EndpointContext<P, Q, B> {
  req: Request;
  params: P;
  query: Q;
  body: B;
  /** For mutations this is the operation's transaction; the audit row is written in it too. */
  db: Db;
  requestId: string;
}

export interface SessionContext<P, Q, B> extends EndpointContext<P, Q, B> {
  session: PortalSession;
  user: SessionUser;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
  const first = result.error.issues[0];
  throw new ValidationError(first?.message ?? "Datos no válidos", errors);
}

/** Query parameters as an object; a repeated key (`?status=A&status=B`) becomes an array, as in Next's `searchParams`. */
function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length > 1 ? values : values[0]!;
  }
  return out;
}

async function parseInput<P, Q, B>(req: Request, ctx: RouteContext, spec: Schemas<P, Q, B>) {
  const params = parse(spec.params, await ctx.params);
  const query = parse(spec.query, searchParamsObject(new URL(req.url).searchParams));
  let body: unknown;
  if (spec.upload) body = await readUpload(req, spec.upload);
  else if (spec.body) body = parse(spec.body, await readJson(req, spec.bodyLimit?.() ?? DEFAULT_BODY_LIMIT));
  return { params, query, body };
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof FileDownload) return downloadResponse(result);
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result);
}

function targetIdOf(params: unknown, result: unknown): string | null {
  const pick = (value: unknown) =>
    value && typeof value === "object" && "id" in value && value.id != null ? String(value.id) : null;
  return pick(params) ?? (result instanceof Response || result instanceof FileDownload ? null : pick(result));
}

/** Reads run on the shared pool; mutations run in one transaction that also writes the audit row. */
async function run(
  req: Request,
  params: unknown,
  user: SessionUser | null,
  work: (db: Db) => Promise<unknown>,
  requestId: string,
): Promise<Response> {
  const db = await getDb();
  if (!MUTATING.has(req.method)) return toResponse(await work(db));
  const result = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const value = await work(tx as unknown as Db);
      await tx.insert(auditLog).values({
        userExternalId: user?.externalId ?? null,
        role: user?.role ?? null,
        method: req.method,
        path: new URL(req.url).pathname,
        targetId: targetIdOf(params, value),
        requestId,
      });
      return value;
    }),
  );
  // A mutation may answer with a function: it runs after the commit and gives the response
  // (e.g. try to deliver the message the transaction queued, then say whether it went out).
  return toResponse(typeof result === "function" ? await (result as AfterCommit)(db) : result);
}

/** Work a mutation leaves for after its commit (on the shared pool); what it returns is the answer. */
export type AfterCommit<T = unknown> = (db: Db) => Promise<T>;

/**
 * A route handler for signed-in users: checks the session and role before anything else, then
 * the origin of cookie-authenticated mutations, then parses params, query and body with zod,
 * then runs the handler — for mutations inside one transaction that also writes the audit row.
 * A read that shows students' personal data declares `readsPersonalData`: when it succeeds, a row
 * of "who read what" per student is written after the answer (lib/access-log).
 */
export function endpoint<P = undefined, Q = undefined, const U extends UploadSpec = UploadSpec>(
  spec: Pick<Schemas<P, Q, never>, "params" | "query"> & { roles: readonly Role[]; upload: U },
  handler: (ctx: SessionContext<P, Q, Upload<U>>) => Promise<unknown>,
): RouteHandler;
export function endpoint<P = undefined, Q = undefined, B = undefined>(
  spec: Omit<Schemas<P, Q, B>, "upload"> & { roles: readonly Role[]; readsPersonalData?: PersonalDataRead<P> },
  handler: (ctx: SessionContext<P, Q, B>) => Promise<unknown>,
): RouteHandler;
export function endpoint<P, Q, B>(
  spec: Schemas<P, Q, B> & { roles: readonly Role[]; readsPersonalData?: PersonalDataRead<P> },
  handler: (ctx: SessionContext<P, Q, B>) => Promise<unknown>,
): RouteHandler {
  const route = async (req: Request, ctx: RouteContext) => {
    const requestId = currentRequestId();
    try {
      const { session, viaBearer } = await sessionFromRequest(req);
      if (!session) throw new UnauthorizedError();
      noteRequestUser(session.user.externalId);
      if (!spec.roles.includes(session.user.role)) throw new ForbiddenError();
      if (MUTATING.has(req.method) && !viaBearer && !isSameOrigin(req)) {
        throw new ForbiddenError("Petición rechazada: origen no permitido");
      }
      const input = await parseInput(req, ctx, spec);
      const base = { req, session, user: session.user, requestId, ...input } as Omit<SessionContext<P, Q, B>, "db">;
      let answer: unknown;
      const work = async (db: Db) => (answer = watchedAnswer(spec.readsPersonalData, await handler({ ...base, db })));
      const response = await run(req, input.params, session.user, work, requestId);
      // "Who read what": a successful read of students' data leaves a row per student, written after the answer.
      if (spec.readsPersonalData && response.ok)
        recordRead(await getDb(), spec.readsPersonalData, {
          params: input.params,
          user: session.user,
          requestId,
          answer,
        });
      return response;
    } catch (err) {
      return errorResponse(err, requestId);
    }
  };
  return Object.assign(observed(route), {
    endpoint: {
      kind: "session",
      roles: spec.roles,
      schemas: schemasOf(spec),
      reads: spec.readsPersonalData?.what,
    } as const,
  });
}

interface PublicSpec {
  reason: string;
  /** Counted per client address before anything else, the body unread: a 429 costs the server nothing. */
  rateLimit?: () => RateLimitRule;
}

/**
 * A route handler that does not use the portal session (its own authentication, or none); `reason`
 * says why. Its rate limit runs first; a JSON body is read up to its own limit (PUBLIC_BODY_LIMIT
 * unless it names one), an upload up to the upload's.
 */
export function publicEndpoint<P = undefined, Q = undefined, const U extends UploadSpec = UploadSpec>(
  spec: Pick<Schemas<P, Q, never>, "params" | "query"> & PublicSpec & { upload: U },
  handler: (ctx: EndpointContext<P, Q, Upload<U>>) => Promise<unknown>,
): RouteHandler;
export function publicEndpoint<P = undefined, Q = undefined, B = undefined>(
  spec: Omit<Schemas<P, Q, B>, "upload"> & PublicSpec,
  handler: (ctx: EndpointContext<P, Q, B>) => Promise<unknown>,
): RouteHandler;
export function publicEndpoint<P, Q, B>(
  spec: Schemas<P, Q, B> & PublicSpec,
  handler: (ctx: EndpointContext<P, Q, B>) => Promise<unknown>,
): RouteHandler {
  const limited = { ...spec, bodyLimit: spec.bodyLimit ?? (() => PUBLIC_BODY_LIMIT) };
  const route = async (req: Request, ctx: RouteContext) => {
    const requestId = currentRequestId();
    try {
      if (spec.rateLimit) await consumeRateLimit(await getDb(), spec.rateLimit(), clientAddress(req.headers));
      const input = (await parseInput(req, ctx, limited)) as { params: P; query: Q; body: B };
      return await run(req, input.params, null, (db) => handler({ req, requestId, db, ...input }), requestId);
    } catch (err) {
      return errorResponse(err, requestId);
    }
  };
  return Object.assign(observed(route), {
    endpoint: { kind: "public", reason: spec.reason, schemas: schemasOf(spec) } as const,
  });
}

/** JSON with a status other than 200 (e.g. 201 created, 202 queued). */
export const json = (value: unknown, status: number) => Response.json(value, { status });

/** A handler written by a library (next-auth), declared public with the reason, for the authorization test. */
export function libraryRoute(
  reason: string,
  handler: (req: Request, ctx: RouteContext) => Promise<Response>,
): RouteHandler {
  return Object.assign(handler, { endpoint: { kind: "public", reason, schemas: {} } as const });
}
