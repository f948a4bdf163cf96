// Password (or PIN) field with a show/hide toggle (a 44 px button that says what it will do and whether it is on).
import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { Input } from "./input";

type PasswordInputProps = Omit<React.ComponentProps<"input">, "type"> & {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** What the toggle's name calls the secret: "password" unless told ("PIN"). */
  secretName?: string;
};

export function PasswordInput({ visible, onVisibleChange, secretName = "password", className, ...props }: PasswordInputProps) {
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={className ? `pr-12 ${className}` : "pr-12"}
      />
      <button
        type="button"
        aria-label={visible ? `Hide ${secretName}` : `Show ${secretName}`}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => onVisibleChange(!visible)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
