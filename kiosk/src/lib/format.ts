import { format, isSameDay } from 'date-fns';

/** "7:42 PM" today, "Nov 5, 7:42 PM" on another day: staff read these at a glance. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (date.getFullYear() === now.getFullYear()) return format(date, 'MMM d, h:mm a');
  return format(date, 'MMM d, yyyy h:mm a');
}

/** "today at 7:42 PM" or "on Nov 5 at 7:42 PM", for sentences. */
export function formatWhenInSentence(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return `today at ${format(date, 'h:mm a')}`;
  const day = date.getFullYear() === now.getFullYear() ? format(date, 'MMM d') : format(date, 'MMM d, yyyy');
  return `on ${day} at ${format(date, 'h:mm a')}`;
}
