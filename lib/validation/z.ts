import { es } from "zod/locales";
import * as z from "./zod-api";

// Spanish default messages for every schema, on the client and the server alike.
z.config(es());

export { z };
