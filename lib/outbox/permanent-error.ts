/** A refusal that trying again cannot change (the recipient is gone): the outbox fails the message at once. */
export class PermanentDeliveryError extends Error {}
