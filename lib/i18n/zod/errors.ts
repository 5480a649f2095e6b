import type { z } from "zod";
import { ca, en, es } from "zod/locales";
import type { Locale } from "../locales";
import eu from "./eu";
import gl from "./gl";

const maps: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = { es, ca, gl, eu, en };

/** zod's own messages (a wrong type, too short, not an e-mail…) in `locale`. */
export const zodErrors = (locale: Locale): z.core.$ZodErrorMap => maps[locale]().localeError;
