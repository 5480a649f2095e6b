import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";
import { text } from "../fields";

export const termBody = z.object({ name: text(100) });
export type TermBody = z.output<typeof termBody>;
export const termUpdateBody = z.object({ enabled: z.boolean({ error: says("exams.fields.termEnabledRequired") }) });

export interface TermRow {
  id: number;
  name: string;
  enabled: boolean;
}
