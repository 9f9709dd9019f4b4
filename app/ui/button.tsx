import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-gold text-ink hover:bg-gold-strong hover:text-surface shadow-sm",
  secondary: "bg-ink text-surface hover:bg-ink-soft",
  outline: "border border-ink/25 bg-surface text-ink hover:border-ink hover:bg-sand",
  ghost: "text-ink hover:bg-sand",
} as const;

const sizes = {
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
  /** The header's account button: a little narrower, so the bar fits in every language at 1280 px. */
  compact: "min-h-11 px-4 text-sm",
  icon: "size-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a link, usually) with the button's look. */
  asChild?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonClasses(variant, size), className)} {...props} />;
}
