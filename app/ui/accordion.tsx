import { Accordion as RadixAccordion } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { ChevronDownIcon } from "./icons";

export const Accordion = RadixAccordion.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn("border-b border-line", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof RadixAccordion.Trigger>) {
  return (
    <RadixAccordion.Header className="flex font-sans text-base">
      <RadixAccordion.Trigger
        className={cn(
          "group flex min-h-12 flex-1 items-center justify-between gap-3 py-3 text-left font-semibold",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<typeof RadixAccordion.Content>) {
  return <RadixAccordion.Content className={cn("pb-4", className)} {...props} />;
}
