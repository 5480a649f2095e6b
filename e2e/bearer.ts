import type { APIRequestContext } from "@playwright/test";
import { expect, newSessionId, test } from "./fixtures";

/** The API as `externalId` from outside the browser, with a bearer session as the specification's clients send it. */
export async function asBearer(request: APIRequestContext, externalId: string) {
  const headers = { authorization: `Bearer ${await newSessionId(test.info().project.use.baseURL!, externalId)}` };
  return {
    get: async <T>(path: string) => {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    delete: (path: string) => request.delete(path, { headers }),
  };
}
