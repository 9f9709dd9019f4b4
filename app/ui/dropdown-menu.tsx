import { DropdownMenu as RadixDropdown } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export const DropdownMenu = RadixDropdown.Root;
export const DropdownMenuTrigger = RadixDropdown.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof RadixDropdown.Content>) {
  return (
    <RadixDropdown.Portal>
      <RadixDropdown.Content
        sideOffset={8}
        className={cn("z-50 min-w-44 rounded-control border border-line bg-surface p-1.5 shadow-card", className)}
        {...props}
      />
    </RadixDropdown.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixDropdown.Item>) {
  return (
    <RadixDropdown.Item
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none",
        "data-[highlighted]:bg-sand data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
