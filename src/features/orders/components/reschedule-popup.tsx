import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { checkAppointmentPick } from '@/shared/lib/malaysia-time';
import { appointmentMessages, specMessages } from '@/shared/lib/messages';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { useRescheduleOrder } from '../api/reschedule-order';

export interface RescheduleSlotProps {
  storeId?: number;
  value: { date?: string; time?: string };
  onChange: (value: { date?: string; time?: string }) => void;
  error: string | null;
}

interface ReschedulePopupProps {
  orderId: number;
  storeId?: number;
  initial: { date?: string; time?: string };
  open: boolean;
  onClose: () => void;
  renderAppointment: (props: RescheduleSlotProps) => ReactNode;
}

/** Moves an installation appointment under the same rules as booking. */
export function ReschedulePopup({ orderId, storeId, initial, open, onClose, renderAppointment }: ReschedulePopupProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const reschedule = useRescheduleOrder();
  const problem = checkAppointmentPick(value.date, value.time, new Date());
  const message =
    problem === null || (problem === 'chooseSlot' && !submitted)
      ? null
      : problem === 'chooseSlot'
        ? i18n._(specMessages.chooseSlot)
        : i18n._(appointmentMessages[problem]);

  const submit = () => {
    setSubmitted(true);
    if (problem || !value.date || !value.time) return;
    reschedule.mutate(
      { id: orderId, appointmentDate: value.date, appointmentSlot: value.time },
      {
        onSuccess: () => {
          showToast(t`Appointment changed`);
          onClose();
        },
      },
    );
  };

  return (
    <BottomPopup
      open={open}
      onClose={onClose}
      title={t`Reschedule`}
      footer={
        <button type="button" className="roda-button app-block" onClick={submit} disabled={reschedule.isPending}>
          {t`Confirm new time`}
        </button>
      }
    >
      {renderAppointment({ storeId, value, onChange: setValue, error: message })}
    </BottomPopup>
  );
}
