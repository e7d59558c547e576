export interface DateTimeProps {
  /** An ISO 8601 time from the platform; null shows a dash. */
  value: string | null | undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as YYYY-MM-DD HH:mm in this device's time zone, machine-readable in `dateTime`. */
export function DateTime({ value }: DateTimeProps) {
  const moment = value ? new Date(value) : null;
  if (!moment || Number.isNaN(moment.getTime())) return <span>-</span>;
  const text = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())} ${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
  return <time dateTime={value!}>{text}</time>;
}
