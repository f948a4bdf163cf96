// The real select behind LazySelect (lazy-select.tsx), loaded on first use and opened by the tap that loaded it.
import { EnumSelect, type EnumSelectProps } from "./enum-select";

export default function LazySelectMenu(props: EnumSelectProps) {
  return <EnumSelect {...props} />;
}
