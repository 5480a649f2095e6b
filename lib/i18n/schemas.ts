import { z } from "@/lib/validation/z";
import { LOCALES } from "./locales";

export const localeChoiceBody = z.object({ locale: z.enum(LOCALES) });
