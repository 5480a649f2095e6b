import { z } from "zod";

// Spanish default messages for every schema, on the client and the server alike.
z.config(z.locales.es());

export { z };
