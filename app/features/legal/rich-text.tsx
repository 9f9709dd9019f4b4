import { Fragment, type ReactNode } from "react";
import type { Translate } from "~/i18n/translate";

/**
 * A translated sentence with elements in it (links, badges): the text is looked up with its
 * placeholders kept, then each `{name}` is replaced by the node given for it.
 */
export function richText(t: Translate, key: string, nodes: Record<string, ReactNode>): ReactNode {
  const kept = Object.fromEntries(Object.keys(nodes).map((name) => [name, `{${name}}`]));
  const parts = t(key, kept).split(/\{(\w+)\}/);
  return parts.map((part, index) => (
    // Odd indexes are the captured placeholder names.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
    <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>
  ));
}
