import type { Metadata } from "next";
import { PublicPage } from "@/components/legal/public-page";
import { env } from "@/lib/config";
import { personalDataRegistry } from "@/lib/privacy/registry";
import { LEGAL_BASES } from "@/lib/privacy/registry/types";

export const metadata: Metadata = { title: "Política de privacidad · Portal de servicios" };

// The legal bases the registry declares, each once, in the order of LEGAL_BASES.
const bases = Object.entries(LEGAL_BASES)
  .filter(([key]) => personalDataRegistry.some((d) => d.legalBasis === key))
  .map(([, text]) => text);

// The privacy notice (arts. 13 and 14 RGPD): controller, DPO and purposes from the configuration.
export default function PrivacyNoticePage() {
  const purposes = env("PRIVACY_PURPOSES")
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    // Each purpose is an item of its own: it starts with a capital, however the setting lists them.
    .map((p) => p.charAt(0).toLocaleUpperCase("es") + p.slice(1));
  return (
    <PublicPage>
      <h1 className="text-2xl font-semibold">Política de privacidad</h1>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Responsable del tratamiento</h2>
        <p>{env("PRIVACY_CONTROLLER")}</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Delegado de protección de datos</h2>
        <p>Puede dirigirse al delegado de protección de datos en {env("PRIVACY_DPO_CONTACT")}.</p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Finalidades</h2>
        <ul className="list-disc space-y-1 pl-6">
          {purposes.map((purpose) => (
            <li key={purpose}>{purpose}.</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Bases jurídicas</h2>
        <ul className="list-disc space-y-1 pl-6">
          {bases.map((text) => (
            <li key={text}>{text}.</li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Conservación</h2>
        <p>
          Cada tipo de dato se conserva durante el plazo que fija la universidad: las sesiones, los textos de los
          mensajes enviados, los contadores de uso, el registro de actividad y las consultas de datos personales se
          eliminan cada noche al terminar su plazo. Las calificaciones, los expedientes, los asientos del libro de
          registro y los documentos oficiales emitidos se conservan de forma permanente, como exige la ley.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-xl font-semibold">Sus derechos</h2>
        <p>
          Puede ejercer sus derechos de acceso, rectificación, supresión, limitación, oposición y portabilidad ante el
          responsable del tratamiento o su delegado de protección de datos. Los alumnos pueden descargar todos sus datos
          desde «Mis datos» en el portal. Si considera que el tratamiento no se ajusta a la normativa, puede reclamar
          ante la Agencia Española de Protección de Datos (www.aepd.es).
        </p>
      </section>
    </PublicPage>
  );
}
