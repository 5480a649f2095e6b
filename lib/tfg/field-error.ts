import { ValidationError } from "@/lib/api/errors";
import { msg, type MessageKey, type MessageValues } from "@/lib/i18n/message";
import { translate } from "@/lib/i18n/translate";

/**
 * A 400 whose message is `key` (in the requester's language) and whose `errors` name the fields, each
 * with its catalogue key (`fields`, default: the message's own). The answer carries `errors` as they
 * are: in the default catalogue's Spanish until lib/api says them in the requester's language too.
 */
export function fieldsError(
  key: MessageKey,
  values: MessageValues | undefined,
  fields: Record<string, MessageKey | undefined>,
): ValidationError {
  const message = msg(key, values);
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, own]) => [field, [translate("es", own ? msg(own) : message)]]),
  );
  return new ValidationError(message, errors);
}

/** A 400 about one field, which says the message too. */
export const fieldError = (field: string, key: MessageKey, values?: MessageValues) =>
  fieldsError(key, values, { [field]: undefined });
