// A new screen starts at its top, as a full page load would.
import { useEffect } from "react";
import { useLocation } from "wouter";

export function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
