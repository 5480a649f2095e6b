import type { Metadata } from "next";
import { CONFORMITY, KNOWN_EXCEPTIONS, STATEMENT_DATE } from "@/components/legal/accessibility-statement";
import { LazyFeedbackForm } from "@/components/legal/lazy-feedback-form";
import { PublicPage } from "@/components/legal/public-page";
import { env } from "@/lib/config";

export const metadata: Metadata = { title: "Declaración de accesibilidad · Portal de servicios" };

// The accessibility statement of RD 1112/2018 (art. 15 and its model), public, with its feedback channel.
export default function AccessibilityPage() {
  return (
    <PublicPage>
      <h1 className="text-2xl font-semibold">Declaración de accesibilidad</h1>
      <p>
        {env("PRIVACY_CONTROLLER")} se ha comprometido a hacer accesible el Portal de servicios, de conformidad con el
        Real Decreto 1112/2018, de 7 de septiembre, sobre accesibilidad de los sitios web y aplicaciones para
        dispositivos móviles del sector público. Esta declaración se aplica al Portal de servicios.
      </p>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Situación de cumplimiento</h2>
        <p>
          Este portal es <strong>{CONFORMITY}</strong> con el Real Decreto 1112/2018 (norma UNE-EN 301549:2022, que
          incorpora las pautas WCAG 2.1 de nivel AA), debido a las excepciones que se enumeran a continuación.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Contenido no accesible</h2>
        <ul className="list-disc space-y-1 pl-6">
          {KNOWN_EXCEPTIONS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Preparación de esta declaración</h2>
        <p>
          Esta declaración se preparó el {STATEMENT_DATE} mediante una autoevaluación: cada versión del portal se
          comprueba automáticamente con axe-core en todas sus pantallas, con los criterios A y AA de las WCAG 2.1, y su
          uso con el teclado se prueba en los recorridos principales.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Observaciones y datos de contacto</h2>
        <p>
          Puede comunicarnos cualquier barrera de accesibilidad, pedir la información de un contenido no accesible en un
          formato accesible o presentar una queja. Su comunicación queda anotada como entrada en el libro de registro y
          la atiende {env("ACCESSIBILITY_UNIT")}; le responderemos en un plazo máximo de veinte días hábiles.
        </p>
        <LazyFeedbackForm />
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Procedimiento de aplicación</h2>
        <p>
          Si, una vez realizada una solicitud de información accesible o una queja, esta hubiera sido desestimada, no
          estuviera de acuerdo con la decisión adoptada o no hubiera recibido respuesta en el plazo señalado, puede
          iniciar una reclamación ante la unidad responsable de accesibilidad de la universidad (artículo 13 del Real
          Decreto 1112/2018).
        </p>
      </section>
    </PublicPage>
  );
}
