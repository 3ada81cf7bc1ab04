import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { appointmentDates, appointmentTimes, timeRuleOf } from '@/shared/lib/malaysia-time';
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
      <div
        className="appointment__times"
        role="group"
        aria-labelledby="appointment-time-label"
        aria-describedby={error ? 'appointment-error' : undefined}
        data-invalid={error ? 'true' : undefined}
        tabIndex={error ? -1 : undefined}
      >
        {appointmentTimes(value.time).map((time) => {
          // the workshop's answer once one is chosen; before that, the rules that need no workshop
          const slot = slotOf(time);
          const reason = storeId && slots.data ? (slot?.closedReason ?? null) : timeRuleOf(value.date, time, now);
          const picked = time === value.time;
          return (
            <button
              key={time}
              type="button"
              className="appointment__chip"
              aria-pressed={picked}
              data-closed={reason ? reason : undefined}
              // a pick kept from an older draft stays pressable so its message can be read and changed
              disabled={Boolean(reason) && !picked}
              onClick={() => onChange({ date: value.date, time })}
            >
              {time}
              {reason ? <small>{closedLabel[reason]}</small> : slot && <small>{t`${slot.remaining} left`}</small>}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="app-error" id="appointment-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
