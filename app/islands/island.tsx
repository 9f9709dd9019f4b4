import { type ComponentType, createContext, type HTMLAttributes, type ReactNode, useContext } from "react";
import type { IslandName } from "./names";

/**
 * A part of a page that works in the browser (docs/decisions/0047). The server writes it inside a
 * `display: contents` element that names it and carries its props as JSON; on a page hydrated as
 * islands, `islands/islands.client.tsx` hydrates each such element as a React root of its own, with
 * the same props, and the rest of the page stays the server's HTML. On a page hydrated whole by
 * React Router, the element is hydrated with the rest and changes nothing.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  children,
}: {
  name: IslandName;
  component: ComponentType<P & { children?: ReactNode }>;
  /** JSON-safe: they travel in an attribute. */
  props: P;
  /** Server-only content the component places in an `IslandSlot`: never in the props. */
  children?: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props}>{children}</Component>
    </div>
  );
}

/** The HTML of an island's server-only parts, read from the page before it hydrates. */
export const SlotHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * Server-only content inside an island (a product page's text beside its quote card): rendered by
 * the server, kept as it is by the island, which never needs its texts or its code.
 */
export function IslandSlot({
  id,
  children,
  ...attributes
}: { id: string; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const html = useContext(SlotHtmlContext)?.get(id);
  if (html !== undefined) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server HTML, read back from the document
      <div data-slot={id} {...attributes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
    );
  }
  return (
    <div data-slot={id} {...attributes}>
      {children}
    </div>
  );
}
