// Dates, ages and waits in words, in the reader's locale.

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS = [
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "3 hours ago", "yesterday". */
export function age(isoDate, now = Date.now()) {
  const seconds = Math.round((now - Date.parse(isoDate)) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}

/** "22 Nov 2026, 14:05 UTC": unambiguous wherever the reader is. */
export function dateTime(isoDate) {
  return new Date(isoDate).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
}

export function shortDate(isoDate) {
  return new Date(isoDate).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** A wait of `seconds` in words: "about 42 minutes", "about 3 hours". */
export function wait(seconds) {
  if (seconds < 90) return "about a minute";
  if (seconds < 5_400) return `about ${Math.round(seconds / 60)} minutes`;
  return `about ${Math.round(seconds / 3_600)} hours`;
}

/** The local clock time `seconds` from now: "15:00". */
export function clockIn(seconds) {
  return new Date(Date.now() + seconds * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
