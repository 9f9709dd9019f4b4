import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from "react";

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link as the HTML has it: the browser loads the page. */
function PlainLink({ to, ...attributes }: PageLinkProps) {
  return <a href={to} {...attributes} />;
}

/**
 * What a link to one of our pages renders with. The root hands React Router's `Link` down when
 * the whole document is a React Router app (client navigation); pages hydrated as islands
 * (docs/decisions/0047) have no router in the browser, and keep plain links, which is what the
 * server wrote. Modules that islands use link through this, never through `react-router` itself,
 * so that an island's JavaScript does not bring the router with it.
 */
export const PageLinkContext = createContext<ComponentType<PageLinkProps>>(PlainLink);

export function PageLink(props: PageLinkProps) {
  const Implementation = useContext(PageLinkContext);
  return <Implementation {...props} />;
}
