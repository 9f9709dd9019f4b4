import type { ReactNode } from "react";
import { ChevronDownIcon } from "./icons";

type Item = { id: string; summary: ReactNode; content: ReactNode };

/**
 * Questions and answers where one answer is open at a time and all can be closed: native
 * `<details>` sharing a `name` do exactly that, with no JavaScript (so also before hydration
 * and without it), keyboard and screen-reader support included.
 */
export function DisclosureGroup({ name, items, ...rest }: { name: string; items: Item[]; "data-testid"?: string }) {
  return (
    <div {...rest}>
      {items.map((item) => (
        <details key={item.id} name={name} className="group border-b border-line">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {item.summary}
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="pb-4 text-ink-soft">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
