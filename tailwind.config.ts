import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#eef5ff", 100: "#d9e8ff", 600: "#1d4ed8", 700: "#1e40af", 900: "#172554" },
      },
    },
  },
} satisfies Config;
