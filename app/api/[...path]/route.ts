// Any API path no module serves: 404 JSON, whatever the method
import { msg } from "@/lib/i18n/message";
import { platformAccess } from "@/lib/api/access";
import { publicEndpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";
import type { PublicRoute } from "@/lib/auth/access-types";

const notFound = (key: PublicRoute<typeof platformAccess>) =>
  publicEndpoint(platformAccess, key, async () => {
    throw new NotFoundError(msg("errors.apiNotFound"));
  });

export const GET = notFound("GET /api/{...path}");
export const POST = notFound("POST /api/{...path}");
export const PUT = notFound("PUT /api/{...path}");
export const PATCH = notFound("PATCH /api/{...path}");
export const DELETE = notFound("DELETE /api/{...path}");
