import { AsyncLocalStorage } from "node:async_hooks";

/** What the log lines and audit rows of one request share. */
export interface RequestContext {
  requestId: string;
  /** Hash of the signed-in user's external id, once the endpoint knows the user. */
  userHash?: string;
}

const holder = globalThis as unknown as { __portalRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__portalRequestContext ??= new AsyncLocalStorage<RequestContext>());

export const currentRequest = (): RequestContext | undefined => storage.getStore();

export const withRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** Makes `context` the current one for everything the running code starts from here on (a page request's handling). */
export const enterRequestContext = (context: RequestContext): void => storage.enterWith(context);
