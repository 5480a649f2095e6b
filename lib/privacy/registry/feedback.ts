import { heldFeedback } from "@/db/schema";
import { declare } from "./declare";

export const feedbackPersonalData = declare("Comunicaciones sobre accesibilidad retenidas", {
  legalBasis: "publicTask",
  retention: "Hasta que se revisan: se anotan en el libro de registro o se descartan",
})({
  table: heldFeedback,
  description:
    "Comunicaciones sobre accesibilidad que no se anotaron en el libro de registro (campo oculto rellenado o límite diario agotado), con el nombre y el correo que dejó quien las envió",
  columns: [heldFeedback.text],
});
