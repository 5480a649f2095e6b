"use client";

import { usePathname } from "next/navigation";
import { cn } from "@/lib/client/cn";

export type MenuItem = { key: string; href: string; label: string };

/** Whether `pathname` is the service at `href` or one of its pages. */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The role's services as a list of links, the current section marked with `aria-current="page"`.
 * Shared by the side menu and the phone drawer; `onNavigate` lets the drawer close on a choice.
 */
export function ServiceLinks({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const current = isCurrentSection(pathname, item.href);
        return (
          <li key={item.key}>
            <a
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={cn(
                "block rounded px-3 py-2 text-sm",
                current ? "bg-blue-50 font-semibold text-blue-900" : "hover:bg-blue-50",
              )}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
