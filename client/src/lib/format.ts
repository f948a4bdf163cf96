// Display formats from the spec: money in US dollars, dates 'MMM d, yyyy', times 'h:mm a'.
import { format, formatDistance, isValid, parseISO } from "date-fns";

type DateInput = Date | string | number | null | undefined;

const moneyFormatters = new Map<number, Intl.NumberFormat>();

function moneyFormatter(fractionDigits: number) {
  let formatter = moneyFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** '$1,234.50' (or '$1,235' with fractionDigits 0); money arrives as a numeric string. Returns `empty` when missing. */
export function formatMoney(
  value: string | number | null | undefined,
  { fractionDigits = 2, empty = "" }: { fractionDigits?: number; empty?: string } = {},
): string {
  if (value === null || value === undefined || value === "") return empty;
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return empty;
  return moneyFormatter(fractionDigits).format(amount);
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "string" ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** 'Mar 5, 2024' */
export function formatDate(value: DateInput, empty = ""): string {
  const date = toDate(value);
  return date ? format(date, "MMM d, yyyy") : empty;
}

/** 'Mar 05, 2024' (admin tables) */
export function formatDatePadded(value: DateInput, empty = ""): string {
  const date = toDate(value);
  return date ? format(date, "MMM dd, yyyy") : empty;
}

/** '2:05 PM' */
export function formatTime(value: DateInput, empty = ""): string {
  const date = toDate(value);
  return date ? format(date, "h:mm a") : empty;
}

/** 'about 2 hours ago', 'less than a minute ago' (from `now`, this device's clock). */
export function formatTimeAgo(value: DateInput, now: number = Date.now(), empty = ""): string {
  const date = toDate(value);
  return date ? formatDistance(date, now, { addSuffix: true }) : empty;
}

const quantityFormatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** '1,200' (whole quantities of stock, with thousands separators). */
export function formatQuantity(value: number): string {
  return quantityFormatter.format(value);
}

/** 'by Dana Admin', or 'by a removed account' when the account no longer exists. */
export const byAccount = (name: string | null): string => `by ${name ?? "a removed account"}`;

/** numeric(10,2) text or a number -> '7.50'; '' when missing. */
export function formatHours(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : "";
}
