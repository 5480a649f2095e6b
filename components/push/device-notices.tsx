"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { pushApi } from "@/lib/push/client";
import { browserSubscription, subscribeThisDevice } from "./browser-push";

export interface DeviceRow {
  id: number;
  device: string;
  endpoint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const failure = (message: string) => (err: unknown) => ({
  message,
  description: err instanceof Error && err.message !== message ? err.message : undefined,
});

/** 'Avisos': this device's switch (the Push API in the browser, then the portal) and the person's devices. */
export function DeviceNotices({ publicKey, devices }: { publicKey: string; devices: DeviceRow[] }) {
  const { run, busy } = useApiAction();
  // undefined: still asking the browser; null: this browser has no subscription for the portal.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    void browserSubscription().then(
      (s) => setEndpoint(s?.endpoint ?? null),
      () => {
        setSupported(false);
        setEndpoint(null);
      },
    );
  }, []);

  const registered = endpoint ? devices.some((d) => d.endpoint === endpoint) : false;

  const enable = () =>
    run(
      async () => {
        const subscription = await subscribeThisDevice(publicKey);
        await pushApi.subscribe(subscription);
        setEndpoint(subscription.endpoint);
      },
      { success: "Avisos activados en este dispositivo", failure: failure("No se han podido activar los avisos") },
    );

  const disable = () =>
    run(
      async () => {
        const subscription = await browserSubscription();
        if (subscription) {
          await pushApi.unsubscribe({ endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        setEndpoint(null);
      },
      {
        success: "Avisos desactivados en este dispositivo",
        failure: failure("No se han podido desactivar los avisos"),
      },
    );

  const remove = (id: number) =>
    run(() => pushApi.unsubscribe({ id }), {
      success: "Dispositivo quitado",
      failure: failure("No se ha podido quitar el dispositivo"),
    });

  return (
    <div className="space-y-4">
      <section aria-labelledby="este-dispositivo" className="space-y-2">
        <h2 id="este-dispositivo" className="text-lg font-semibold">
          Este dispositivo
        </h2>
        {!supported ? (
          <p role="status">Este navegador no puede recibir avisos.</p>
        ) : registered ? (
          <>
            <p role="status">Los avisos están activados en este dispositivo.</p>
            <Button variant="secondary" busy={busy} onClick={() => void disable()}>
              Desactivar los avisos en este dispositivo
            </Button>
          </>
        ) : (
          <>
            <p role="status">Los avisos están desactivados en este dispositivo.</p>
            <Button busy={busy || endpoint === undefined} onClick={() => void enable()}>
              Activar los avisos en este dispositivo
            </Button>
          </>
        )}
      </section>
      <section aria-labelledby="tus-dispositivos" className="space-y-2">
        <h2 id="tus-dispositivos" className="text-lg font-semibold">
          Tus dispositivos con avisos
        </h2>
        {devices.length === 0 ? (
          <p>No tienes los avisos activados en ningún dispositivo.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {devices.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{d.device}</span>
                  {d.endpoint === endpoint && " (este dispositivo)"}
                  <span className="block text-sm text-gray-700">
                    Activados el {d.createdAt}
                    {d.lastUsedAt ? ` · último aviso el ${d.lastUsedAt}` : ""}
                  </span>
                </span>
                <Button variant="ghost" size="sm" busy={busy} onClick={() => void remove(d.id)}>
                  Quitar<span className="sr-only"> {d.device}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
