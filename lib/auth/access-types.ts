import type { Role } from "@/db/enums/roles";

/** The methods an access table names. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint: the roles allowed, or `{ public }` with the reason it needs no portal session. */
export type Access = readonly Role[] | { readonly public: string };

/** `"METHOD /public/path/{param}"`: a route file's method and public path (lib/api/public-path.ts). */
export type RouteKey = `${HttpMethod} /${string}`;

/** A module's access table, e.g. `"POST /exams-api/requests": ["ROLE_STUDENT"]`; `endpoint()` reads it by key. */
export type AccessTable = Readonly<Record<RouteKey, Access>>;

/** The keys of `T` whose rows name roles: what `endpoint()` may bind. */
export type SessionRoute<T> = { [K in keyof T]: T[K] extends { readonly public: string } ? never : K }[keyof T] &
  RouteKey;

/** The keys of `T` whose rows are public: what `publicEndpoint()` and `libraryRoute()` may bind. */
export type PublicRoute<T> = { [K in keyof T]: T[K] extends { readonly public: string } ? K : never }[keyof T] &
  RouteKey;
