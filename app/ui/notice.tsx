import type { ReactNode } from "react";
import { cn } from "./cn";

const tones = {
  error: "border-error/40 bg-error-soft text-error",
  success: "border-success/40 bg-success-soft text-success",
  info: "border-line bg-sand text-ink",
} as const;

/** A message block: errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({
  tone,
  children,
  className,
  id,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-control border px-4 py-3 text-sm font-semibold", tones[tone], className)}
    >
      {children}
    </div>
  );
}
