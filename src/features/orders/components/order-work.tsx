import { useLingui } from '@lingui/react/macro';
import type { OrderWork } from '@/shared/contract/orders';
import { handoverSlotLabels } from '@/shared/labels/handover-slots';
import { CheckInSummary } from '@/shared/ui/check-in-summary';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import type { ViewerPhoto } from '@/shared/ui/photo-viewer';
import { useWatchWork } from '../api/watch-work';
import { PhotoSet } from './photo-set';
import { workStepLabels, workStepStates } from '../work-labels';
import '../orders.css';
import '../order-work.css';

/**
 * "Work on your car" on an installation order (docs/product.md#handover, #work-flow): the flow's
 * steps with their times, the technician's estimate and remarks, and the photos the workshop took,
 * each one enlargeable. Kept fresh while the work goes on.
 */
export function OrderWorkSection({ orderId, work }: { orderId: number; work: OrderWork }) {
  const { t, i18n } = useLingui();
  useWatchWork(orderId, work.status);
  const steps = workStepStates(work.steps, work.currentStep);
  const current = steps.find((s) => s.step === work.currentStep);
  const currentLabel = current?.doneAt
    ? i18n._(workStepLabels[work.currentStep].done)
    : i18n._(workStepLabels[work.currentStep].now);
  const { handover, progress } = work;
  const handoverPhotos: ViewerPhoto[] = handover
    ? [
        ...handover.photos.map((p) => ({ url: p.url, label: i18n._(handoverSlotLabels[p.slot]) })),
        ...handover.unexpectedPhotos.map((p, i) => {
          const n = i + 1;
          return { url: p.url, label: t`Unexpected situation photo ${n}` };
        }),
      ]
    : [];
  const groupPhotos: ViewerPhoto[] = work.groupPhoto ? [{ url: work.groupPhoto.url, label: t`Group photo` }] : [];
  const returnPhotos: ViewerPhoto[] = work.returns
    .flatMap((r) => r.photos)
    .map((p, i) => {
      const n = i + 1;
      return { url: p.url, label: t`Return photo ${n}` };
    });
  const remarks = [
    handover?.remarks && { label: t`At handover`, text: handover.remarks },
    handover?.unexpectedSituation && { label: t`Found at handover`, text: handover.unexpectedSituation },
    progress.remarks && { label: t`During the work`, text: progress.remarks },
    ...work.returns.map((r) => r.remarks && { label: t`At hand-back`, text: r.remarks }),
  ].filter((r): r is { label: string; text: string } => Boolean(r));
  const working = work.status === 'inService';
  const showEta = working && progress.estimatedCompletionAt;
  const showDelivery = work.status !== 'completed' && progress.expectedDeliveryDate;
  const locale = i18n.locale;
  return (
    <section className="orders-section order-work" aria-labelledby="order-work" data-testid="order-work">
      <h2 id="order-work">{t`Work on your car`}</h2>
      {/* the tracker below shows it; this says it when it changes while the page is open */}
      <p className="roda-sr-only" aria-live="polite">
        {currentLabel}
      </p>
      <ol className="order-work__steps">
        {steps.map((s) => (
          <li
            key={s.step}
            data-state={s.state}
            data-step={s.step}
            aria-current={s.step === work.currentStep ? 'step' : undefined}
          >
            <span className="order-work__dot" aria-hidden="true" />
            <span className="order-work__step">
              {i18n._(s.state === 'current' ? workStepLabels[s.step].now : workStepLabels[s.step].done)}
            </span>
            {s.doneAt && (
              <time className="order-work__time" dateTime={s.doneAt}>
                {formatDateTime(s.doneAt, locale)}
              </time>
            )}
          </li>
        ))}
      </ol>

      {(showEta || showDelivery) && (
        <dl className="orders-fields">
          {showEta && (
            <div className="orders-field">
              <dt>{t`Estimated completion`}</dt>
              <dd>{formatDateTime(progress.estimatedCompletionAt!, locale)}</dd>
            </div>
          )}
          {showDelivery && (
            <div className="orders-field">
              <dt>{t`Expected delivery`}</dt>
              <dd>{formatDate(progress.expectedDeliveryDate!, locale)}</dd>
            </div>
          )}
        </dl>
      )}

      {remarks.length > 0 && (
        <>
          <h3 className="order-work__heading">{t`Technician's remarks`}</h3>
          <dl className="orders-fields" data-testid="order-work-remarks">
            {remarks.map((r, i) => (
              <div className="orders-field" key={i}>
                <dt>{r.label}</dt>
                <dd>{r.text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}

      {handover && (handover.mileageKm !== null || handover.damage.length > 0) && (
        <>
          <h3 className="order-work__heading">{t`Your car at check-in`}</h3>
          <CheckInSummary
            mileageKm={handover.mileageKm}
            fuelQuarters={handover.fuelQuarters}
            damage={handover.damage}
            signedBy={handover.signedBy}
          />
        </>
      )}

      {handoverPhotos.length === 0 ? (
        <p className="order-work__empty">
          <span className="order-work__camera" aria-hidden="true" />
          {t`Photos appear here when the workshop receives your car.`}
        </p>
      ) : (
        <PhotoSet title={t`Handover photos`} photos={handoverPhotos} />
      )}
      {groupPhotos.length > 0 && <PhotoSet title={t`Group photo`} photos={groupPhotos} />}
      {returnPhotos.length > 0 && <PhotoSet title={t`Return photos`} photos={returnPhotos} />}
    </section>
  );
}
