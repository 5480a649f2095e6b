import type { Declared } from "@/lib/api/endpoint";
import { isMsg } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

/**
 * A declared route whose answer carries a `message` (a catalogue key: 'Estado del examen actualizado'),
 * said in the requester's language.
 */
export const said = <P, Q, B>(declared: Declared<P, Q, B>): Declared<P, Q, B> => ({
  ...declared,
  handler: async (ctx) => {
    const answer: unknown = await declared.handler(ctx);
    if (typeof answer === "object" && answer !== null && "message" in answer && isMsg(answer.message))
      return { ...answer, message: translate(ctx.locale, answer.message) };
    return answer;
  },
});
