import { afterAll, beforeAll } from "vitest";

/** The tests of the file (or describe block) run with the university offering `locales` (PORTAL_LOCALES), restored after. */
export function offeringLocales(locales: string): void {
  const was = process.env.PORTAL_LOCALES;
  beforeAll(() => {
    process.env.PORTAL_LOCALES = locales;
  });
  afterAll(() => {
    if (was === undefined) delete process.env.PORTAL_LOCALES;
    else process.env.PORTAL_LOCALES = was;
  });
}
