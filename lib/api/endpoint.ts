import { type Db } from "@/db";
import { getDb } from "@/lib/database";
import { recordRead, watchedAnswer, type PersonalDataRead } from "@/lib/access-log/record";
import type { AccessTable, PublicRoute, RouteKey, SessionRoute } from "@/lib/auth/access-types";
import { sessionFromRequest } from "@/lib/auth/current-session";
import type { Role } from "@/db/enums/roles";
import type { PortalSession, SessionUser } from "@/lib/auth/session-store";
import type { Upload, UploadSpec } from "@/lib/files/upload";
import { currentRequestId, noteRequestUser, observed } from "@/lib/ops/observe";
import { consumeRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { clientAddress } from "./client-address";
import { parseInput, schemasOf, type EndpointSchemas, type RouteContext, type Schemas } from "./endpoint-input";
import { MUTATING, run } from "./endpoint-run";
import { msg, type Msg } from "@/lib/i18n/message";
import type { Locale } from "@/lib/i18n/locales";
import { localeOf } from "@/lib/i18n/locale-of";
import { errorResponse } from "./error-response";
import { ForbiddenError, UnauthorizedError } from "./errors";
import { PUBLIC_BODY_LIMIT } from "./request-body";
import { isSameOrigin } from "./same-origin";

export type { AfterCommit } from "./endpoint-run";
export type { EndpointSchemas } from "./endpoint-input";

export type RouteHandler = ((req: Request, ctx: RouteContext) => Promise<Response>) & { endpoint: EndpointMeta };

/**
 * What the authorization test and the OpenAPI document read from every exported route handler: the
 * key of the access table's row it binds (`"GET /tfg-api/areas"`), that row's roles or public reason,
 * and its input schemas.
 */
export type EndpointMeta =
  | { kind: "session"; key: RouteKey; roles: readonly Role[]; schemas: EndpointSchemas; reads?: string }
  | { kind: "public"; key: RouteKey; reason: string; schemas: EndpointSchemas };

export interface EndpointContext<P, Q, B> {
  req: Request;
  params: P;
  query: Q;
  body: B;
  /** For mutations this is the operation's transaction; the audit row is written in it too. */
  db: Db;
  requestId: string;
  /** The language of the answer: the user's choice, else the cookie's, else `Accept-Language` (lib/i18n). */
  locale: Locale;
}

export interface SessionContext<P, Q, B> extends EndpointContext<P, Q, B> {
  session: PortalSession;
  user: SessionUser;
}

type Handler<C> = (ctx: C) => Promise<unknown>;
type SessionSpec<P, Q, B> = Omit<Schemas<P, Q, B>, "upload"> & {
  readsPersonalData?: PersonalDataRead<P>;
  /** What a role outside the row is told, where the general 'no permission' would not say why. */
  refusal?: Msg;
};
type PublicSpec<P, Q, B> = Omit<Schemas<P, Q, B>, "upload"> & {
  /** Counted per client address before anything else, the body unread: a 429 costs the server nothing. */
  rateLimit?: () => RateLimitRule;
};
type UploadSchemas<P, Q, U> = Pick<Schemas<P, Q, never>, "params" | "query"> & { upload: U };

/** What a binding of each kind of access row takes besides its schemas, and what its handler gets. */
interface Kinds<P, Q, B> {
  session: { spec: SessionSpec<P, Q, B>; upload: object; context: SessionContext<P, Q, B> };
  public: {
    spec: PublicSpec<P, Q, B>;
    upload: Pick<PublicSpec<P, Q, B>, "rateLimit">;
    context: EndpointContext<P, Q, B>;
  };
}
type Kind = keyof Kinds<unknown, unknown, unknown>;
type KeyOf<T, K extends Kind> = K extends "session" ? SessionRoute<T> : PublicRoute<T>;
type Spec<P, Q, B, K extends Kind> = Kinds<P, Q, B>[K]["spec"];
type Context<P, Q, B, K extends Kind> = Kinds<P, Q, B>[K]["context"];

/** A route's schemas and its handler as one value (the builders of ./declared-routes make them). */
export type Declared<P, Q, B, K extends Kind = "session"> = Spec<P, Q, B, K> & {
  upload?: UploadSpec;
  handler: Handler<Context<P, Q, B, K>>;
};

/**
 * The ways a route binds its row `key` of the access table `table`: a handler alone; its schemas and a
 * handler; an upload's schemas and a handler; or schemas and handler in one `Declared` value.
 */
export interface Binder<K extends Kind> {
  <T extends AccessTable>(
    table: T,
    key: KeyOf<T, K>,
    handler: Handler<Context<undefined, undefined, undefined, K>>,
  ): RouteHandler;
  <T extends AccessTable, P = undefined, Q = undefined, B = undefined>(
    table: T,
    key: KeyOf<T, K>,
    declared: Declared<P, Q, B, K>,
  ): RouteHandler;
  <T extends AccessTable, P = undefined, Q = undefined, const U extends UploadSpec = UploadSpec>(
    table: T,
    key: KeyOf<T, K>,
    spec: UploadSchemas<P, Q, U> & Kinds<P, Q, never>[K]["upload"],
    handler: Handler<Context<P, Q, Upload<U>, K>>,
  ): RouteHandler;
  <T extends AccessTable, P = undefined, Q = undefined, B = undefined>(
    table: T,
    key: KeyOf<T, K>,
    spec: Spec<P, Q, B, K>,
    handler: Handler<Context<P, Q, B, K>>,
  ): RouteHandler;
}

/** The schemas and the handler of a binding, however it was called. */
function specAndHandler<S, C>(args: unknown[]): [S, Handler<C>] {
  const [first, second] = args as [S | Handler<C>, Handler<C> | undefined];
  if (second) return [first as S, second];
  if (typeof first === "function") return [{} as S, first as Handler<C>];
  return [first as S, (first as { handler: Handler<C> }).handler];
}

// The table's types make a wrong binding a compile error; these keep one from reaching a request.
function rolesOf(table: AccessTable, key: RouteKey): readonly Role[] {
  const access = table[key];
  if (!access || "public" in access) throw new Error(`${key}: su fila de acceso no nombra roles`);
  return access;
}

function reasonOf(table: AccessTable, key: RouteKey): string {
  const access = table[key];
  if (!access || !("public" in access)) throw new Error(`${key}: su fila de acceso no es pública`);
  return access.public;
}

/**
 * A route handler for signed-in users, bound to its row of the module's access table by key
 * (`endpoint(tfgAccess, "GET /tfg-api/areas", { query }, handler)`, or with a `Declared` value of
 * ./declared-routes: `endpoint(tfgAccess, "DELETE /tfg-api/areas/{id}", onId(idParams, deleteArea))`):
 * checks the session and the row's roles before anything else, then the origin of cookie-authenticated
 * mutations, then parses params, query and body with zod, then runs the handler — for mutations inside
 * one transaction that also writes the audit row. A read that shows students' personal data declares
 * `readsPersonalData`: when it succeeds, a row of "who read what" per student is written after the
 * answer (lib/access-log).
 */
export const endpoint: Binder<"session"> = <P, Q, B>(table: AccessTable, key: RouteKey, ...args: unknown[]) => {
  const [spec, handler] = specAndHandler<SessionSpec<P, Q, B>, SessionContext<P, Q, B>>(args);
  const roles = rolesOf(table, key);
  const route = async (req: Request, ctx: RouteContext) => {
    const requestId = currentRequestId();
    let locale = localeOf(req.headers);
    try {
      const { session, viaBearer } = await sessionFromRequest(req);
      if (!session) throw new UnauthorizedError();
      locale = localeOf(req.headers, session.user.locale);
      noteRequestUser(session.user.externalId);
      if (!roles.includes(session.user.role)) throw new ForbiddenError(spec.refusal);
      if (MUTATING.has(req.method) && !viaBearer && !isSameOrigin(req)) {
        throw new ForbiddenError(msg("errors.foreignOrigin"));
      }
      const input = await parseInput(req, ctx, spec, locale);
      const base = { req, session, user: session.user, requestId, locale, ...input } as Omit<
        SessionContext<P, Q, B>,
        "db"
      >;
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
      return errorResponse(err, requestId, locale);
    }
  };
  return Object.assign(observed(route), {
    endpoint: {
      kind: "session",
      key,
      roles,
      schemas: schemasOf(spec),
      reads: spec.readsPersonalData?.what,
    } as const,
  });
};

/**
 * A route handler that does not use the portal session (its own authentication, or none), bound to a
 * public row of its module's access table, which says why. Its rate limit runs first; a JSON body is
 * read up to its own limit (PUBLIC_BODY_LIMIT unless it names one), an upload up to the upload's.
 */
export const publicEndpoint: Binder<"public"> = <P, Q, B>(table: AccessTable, key: RouteKey, ...args: unknown[]) => {
  const [spec, handler] = specAndHandler<PublicSpec<P, Q, B>, EndpointContext<P, Q, B>>(args);
  const reason = reasonOf(table, key);
  const limited = { ...spec, bodyLimit: spec.bodyLimit ?? (() => PUBLIC_BODY_LIMIT) };
  const route = async (req: Request, ctx: RouteContext) => {
    const requestId = currentRequestId();
    const locale = localeOf(req.headers);
    try {
      if (spec.rateLimit) await consumeRateLimit(await getDb(), spec.rateLimit(), clientAddress(req.headers));
      const input = (await parseInput(req, ctx, limited, locale)) as { params: P; query: Q; body: B };
      return await run(req, input.params, null, (db) => handler({ req, requestId, locale, db, ...input }), requestId);
    } catch (err) {
      return errorResponse(err, requestId, locale);
    }
  };
  return Object.assign(observed(route), {
    endpoint: { kind: "public", key, reason, schemas: schemasOf(spec) } as const,
  });
};

/** JSON with a status other than 200 (e.g. 201 created, 202 queued). */
export const json = (value: unknown, status: number) => Response.json(value, { status });

/** A handler that answers the request itself, as a library (next-auth) writes it. */
export type LibraryHandler = (req: Request, ctx: RouteContext) => Promise<Response>;

/** A library's handler, bound to a public row of its access table for the authorization test. */
export function libraryRoute<T extends AccessTable>(
  table: T,
  key: PublicRoute<T>,
  handler: LibraryHandler,
): RouteHandler {
  const reason = reasonOf(table, key);
  // A new function per row: one library handler may serve several methods, each with its own key.
  const route: LibraryHandler = (req, ctx) => handler(req, ctx);
  return Object.assign(route, { endpoint: { kind: "public", key, reason, schemas: {} } as const });
}
