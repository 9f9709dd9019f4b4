import type { ReactNode } from "react";

/**
 * The frame of a back-office screen: its title, its main actions, then its content. The shell's
 * main element already pads the sides: padding again here took 64 px a table needs at 1280 px.
 */
export function BackofficePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-[90rem] flex-col gap-5 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl text-ink md:text-3xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
