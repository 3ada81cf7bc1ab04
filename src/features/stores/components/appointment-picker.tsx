import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { appointmentDates, appointmentTimes } from '@/shared/lib/malaysia-time';
import { useClosedDays } from '../api/get-closed-days';
import { useSlots } from '../api/get-slots';
import '../stores.css';
import { formatDate, formatDateChip } from '@/shared/lib/format';

export interface AppointmentValue {
  date?: string;
  time?: string;
}

interface AppointmentPickerProps {
  storeId?: number;
  value: AppointmentValue;
  onChange: (value: AppointmentValue) => void;
  /** The rule the current pick breaks, already in words; shown under the times. */
  error?: string | null;
  now?: Date;
}

/** Installation date (the next 14 days, Malaysia time) and time, with the places left per hour. */
export function AppointmentPicker({ storeId, value, onChange, error, now = new Date() }: AppointmentPickerProps) {
  const { t, i18n } = useLingui();
  const dates = useMemo(() => {
    const next = appointmentDates(now);
    // a date kept from an older draft stays visible so its message makes sense
    return value.date && !next.includes(value.date) ? [value.date, ...next] : next;
  }, [now, value.date]);
  const slots = useSlots(storeId, value.date);
  // the workshop's days off, closures and holidays: those dates are not offered
  const closed = useClosedDays(storeId, dates[0] ?? '', dates.length);
  const closedOn = (date: string) => closed.data?.find((d) => d.date === date);
  const slotOf = (time: string) => slots.data?.find((s) => s.slot === time);
  const closedLabel = {
    past: t`Passed`,
    tooSoon: t`Too soon`,
    full: t`Full`,
    storeClosed: t`Closed`,
  } as const;

  return (
    <fieldset className="appointment">
      <legend className="appointment__label">{t`Appointment date`}</legend>
      <div className="appointment__dates" role="group" aria-label={t`Appointment date`}>
        {dates.map((date) => {
          const shut = closedOn(date);
          const label = formatDate(date, i18n.locale);
          return (
            <button
              key={date}
              type="button"
              className="appointment__chip"
              aria-pressed={date === value.date}
              data-date={date}
              data-closed={shut ? 'true' : undefined}
              disabled={Boolean(shut) && date !== value.date}
              aria-label={shut ? t`${label}, closed${shut.name ? ` (${shut.name})` : ''}` : label}
              title={shut?.name || undefined}
              onClick={() => onChange({ date, time: value.time })}
            >
              <small>{formatDateChip(date, i18n.locale).weekday}</small>
              {formatDateChip(date, i18n.locale).day}
              {shut && <small>{t`Closed`}</small>}
            </button>
          );
        })}
      </div>
      <p className="appointment__label" id="appointment-time-label">{t`Appointment time`}</p>
      {!storeId && <p className="app-muted">{t`Choose a workshop to see the places left.`}</p>}
      <div className="appointment__times" role="group" aria-labelledby="appointment-time-label">
        {appointmentTimes().map((time) => {
          const slot = slotOf(time);
          const blocked = slot?.closedReason === 'full' || slot?.closedReason === 'storeClosed';
          return (
            <button
              key={time}
              type="button"
              className="appointment__chip"
              aria-pressed={time === value.time}
              disabled={blocked}
              onClick={() => onChange({ date: value.date, time })}
            >
              {time}
              {slot && <small>{slot.closedReason ? closedLabel[slot.closedReason] : t`${slot.remaining} left`}</small>}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
