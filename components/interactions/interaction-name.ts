import type { InteractionType } from "@/db/enums/interactions";
import { formatDateTime } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { INTERACTION_TYPE_KEYS } from "@/lib/interactions/constants";
import type { InteractionsT } from "./interaction-columns";

/**
 * The arguments that name an interaction in a text, by what it is rather than its id (issue 42): its type,
 * the student it was with and, once stored, when it was created.
 */
export const interactionName = (
  t: InteractionsT,
  interaction: { type: InteractionType; receiverName: string; created?: string },
  locale: Locale,
) => ({
  type: t(`types.${INTERACTION_TYPE_KEYS[interaction.type]}`),
  person: interaction.receiverName,
  date: interaction.created ? formatDateTime(interaction.created, locale) : "",
});
