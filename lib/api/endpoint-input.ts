import { readUpload, uploadLimit, type UploadSpec } from "@/lib/files/upload";
import { msg } from "@/lib/i18n/message";
import type { Locale } from "@/lib/i18n/locales";
import { zodErrors } from "@/lib/i18n/zod/errors";
import { z } from "@/lib/validation/z";
import { ValidationError } from "./errors";
import { DEFAULT_BODY_LIMIT, readJson, type BodyLimit } from "./request-body";
import { issueMessage } from "@/lib/validation/issue-message";

export type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What an endpoint parses: its zod schemas, or an upload instead of a JSON body. */
export interface Schemas<P, Q, B> {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** JSON body schema. */
  body?: z.ZodType<B>;
  /** A multipart upload instead: the body is its files as `{bytes, name, mime}`, read within the upload limits. */
  upload?: UploadSpec;
  /** Largest accepted JSON body and its 413's message, read per request (default 1 MB). */
  bodyLimit?: () => BodyLimit;
}

/** The input schemas of an endpoint, as the OpenAPI document describes them, and its body limit. */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: UploadSpec;
  bodyLimit?: () => BodyLimit;
};

export const schemasOf = ({
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

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, locale: Locale): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value, { error: zodErrors(locale) });
  if (result.success) return result.data;
  const say = (message: string) => issueMessage(message, locale);
  const errors = z.flattenError(result.error, (issue) => say(issue.message)).fieldErrors as Record<
    string,
    string[] | undefined
  >;
  const first = result.error.issues[0];
  throw new ValidationError(first ? say(first.message) : msg("errors.invalidData"), errors);
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

/** Params, query and body (JSON or upload) of a request, parsed with the endpoint's schemas. */
export async function parseInput<P, Q, B>(req: Request, ctx: RouteContext, spec: Schemas<P, Q, B>, locale: Locale) {
  const params = parse(spec.params, await ctx.params, locale);
  const query = parse(spec.query, searchParamsObject(new URL(req.url).searchParams), locale);
  let body: unknown;
  if (spec.upload) body = await readUpload(req, spec.upload, locale);
  else if (spec.body) body = parse(spec.body, await readJson(req, spec.bodyLimit?.() ?? DEFAULT_BODY_LIMIT), locale);
  return { params, query, body };
}
