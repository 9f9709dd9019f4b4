import { useT } from "~/i18n/react";

/** Marketing figures (spec §9), each a number and what it means. */
export function KeyFigures({ namespace, items }: { namespace: string; items: readonly string[] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item} className="flex flex-col-reverse rounded-card border border-line bg-surface p-5 text-center">
          <dt className="mt-1 text-sm text-muted">{t(`${namespace}.${item}.label`)}</dt>
          <dd className="font-display text-3xl text-gold-strong">{t(`${namespace}.${item}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
