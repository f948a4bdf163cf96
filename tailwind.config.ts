// Crewline design tokens (see shared DESIGN.md); Tailwind 4 reads this through @config in client/src/index.css.
import type { Config } from "tailwindcss";

export default {
  theme: {
    extend: {
      colors: {
        // Safety orange. White text needs brand-700 or darker for 4.5:1; brand-600 is for large text and accents.
        brand: {
          50: "#FFF7ED",
          100: "#FFEDD5",
          200: "#FED7AA",
          300: "#FDBA74",
          400: "#FB923C",
          500: "#F97316",
          600: "#EA580C",
          700: "#C2410C",
          800: "#9A3412",
          900: "#7C2D12",
        },
        ink: "#0F172A",
        status: {
          planning: "#1D4ED8",
          "planning-bg": "#DBEAFE",
          "in-progress": "#15803D",
          "in-progress-bg": "#DCFCE7",
          completed: "#374151",
          "completed-bg": "#F3F4F6",
          delayed: "#B91C1C",
          "delayed-bg": "#FEE2E2",
        },
        priority: {
          high: "#DC2626",
          medium: "#EAB308",
          low: "#2563EB",
        },
        stock: {
          low: "#B91C1C",
          warning: "#B45309",
          ok: "#15803D",
        },
        gps: {
          good: "#15803D",
          fair: "#B45309",
          poor: "#B91C1C",
          unknown: "#4B5563",
        },
      },
      borderRadius: {
        card: "0.75rem",
      },
      boxShadow: {
        card: "0 1px 3px 0 rgb(15 23 42 / 0.08), 0 1px 2px -1px rgb(15 23 42 / 0.08)",
      },
    },
  },
} satisfies Config;
