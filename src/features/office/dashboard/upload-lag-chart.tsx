import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard, UploadLagBucket } from '@/shared/contract/office-dashboard';
import { ChartFigure } from './chart-figure';

const bucketLabels: Record<UploadLagBucket, MessageDescriptor> = {
  under1m: msg`Under 1 min`,
  under5m: msg`1–5 min`,
  under30m: msg`5–30 min`,
  under2h: msg`30 min–2 h`,
  over2h: msg`Over 2 h`,
};

/** A duration in seconds as people say it: 45 s, 12 min, 3.5 h. */
export function useDuration() {
  const { t } = useLingui();
  return (seconds: number | null) => {
    if (seconds === null) return '—';
    if (seconds < 60) return t`${seconds} s`;
    if (seconds < 3600) return t`${Math.round(seconds / 60)} min`;
    return t`${Math.round(seconds / 360) / 10} h`;
  };
}

/** Handover photos: how long from the phone's camera to the server. */
export function UploadLagChart({ lag }: { lag: Dashboard['uploadLag'] }) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const data = lag.buckets.map((b) => ({ label: i18n._(bucketLabels[b.bucket]), count: b.count }));
  return (
    <ChartFigure
      id="office-chart-lag"
      title={t`Photo upload lag`}
      unit={t`Handover photos, from being taken to arriving`}
      summary={
        lag.count === 0
          ? t`No handover photos in this range.`
          : t`${lag.count} photos: half arrived within ${duration(lag.medianSeconds)}, nine in ten within ${duration(lag.p90Seconds)}; the slowest took ${duration(lag.maxSeconds)}.`
      }
      table={{ head: [t`Delay`, t`Photos`], rows: data.map((d) => [d.label, d.count]) }}
    >
      {lag.count > 0 && (
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [String(value), t`Photos`]} />
            <Bar dataKey="count" fill="#1d4ed8" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFigure>
  );
}
