// Slider (Radix): a thick track and a 28 px thumb inside a 44 px touch area; give it an aria-label.
import * as SliderPrimitive from "@radix-ui/react-slider";
import * as React from "react";
import { cn } from "@/lib/cn";

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of the thumb (the thumb is the focusable control). */
  thumbLabel?: string;
};

export function Slider({ className, thumbLabel, ...props }: SliderProps) {
  const thumbs = (props.value ?? props.defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      className={cn("relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-60", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-3 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabel}
          className="relative block size-7 rounded-full border-2 border-brand-700 bg-white shadow-md transition-colors before:absolute before:-inset-2 before:content-[''] hover:bg-brand-50"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
