"use client";

import { useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { INSURANCE_LABELS } from "@/lib/enrollments/labels";
import { Card, Checkbox, LabelSelect, type EnrollmentForm } from "../form-parts";
import { DiscountsCard } from "./discounts-card";

/** The step 'Descuentos y autorizaciones' (full form) or 'Autorizaciones' (extension). */
export function ConsentsStep({ form, full }: { form: EnrollmentForm; full: boolean }) {
  const imageAuthorization = useWatch({ control: form.control, name: "imageAuthorization" });
  return (
    <div className="flex flex-col gap-4">
      {full && <DiscountsCard form={form} />}
      {full && (
        <Card title="Seguro escolar">
          <Field label="Seguro escolar">
            <LabelSelect labels={INSURANCE_LABELS} {...form.register("insuranceOption")} />
          </Field>
        </Card>
      )}
      <Card title="Derechos de imagen">
        <Checkbox
          label="Autorizo el uso de mi imagen en las clases en directo y en las grabaciones de la universidad"
          {...form.register("imageAuthorization")}
        />
        {!imageAuthorization && (
          <p className="text-sm font-medium text-amber-800">
            Si no autorizas el uso de tu imagen no podrás asistir a las clases en directo y tendrás que realizar los
            exámenes de forma presencial.
          </p>
        )}
      </Card>
      {full && (
        <Card title="Cesión de datos personales">
          <Checkbox
            label="Autorizo la cesión de mis datos personales a las entidades colaboradoras de la universidad"
            {...form.register("dataSAPI")}
          />
        </Card>
      )}
    </div>
  );
}
