import { wholeWordFinder } from "./whole-words";

/**
 * Words that address the reader as 'usted': the portal speaks to its users as 'tú', as the
 * specification's texts do ('Tus documentos'). Only forms that a portal text would not use in the third
 * person ('que el profesor vuelva a subir' is not addressed to the reader, so 'vuelva' is not here).
 */
export const USTED_FORMS = [
  "usted",
  "indique",
  "escriba",
  "describa",
  "introduzca",
  "seleccione",
  "pulse",
  "compruebe",
  "inténtelo",
  "consulte",
  "rellene",
  "descargue",
  "elija",
  "acceda",
  "contacte",
  "póngase",
  "diríjase",
  "suprima",
  "recibirá",
] as const;

/** The 'usted' forms found in a user-visible text, as written there. */
export const ustedFormsIn = wholeWordFinder(USTED_FORMS);
