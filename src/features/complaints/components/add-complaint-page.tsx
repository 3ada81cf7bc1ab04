import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { MAX_COMPLAINT_LENGTH, MAX_COMPLAINT_SCREENSHOTS } from '@/shared/contract/support';
import { useImageUploads } from '@/shared/hooks/use-image-uploads';
import { showToast } from '@/shared/ui/toast';
import { Upload } from '@/shared/ui/upload';
import { useAddComplaint } from '../api/add-complaint';
import { useMyOrders } from '../api/get-my-orders';

/** AddComplaint: about one of the caller's orders (given, or chosen here), content and screenshots. */
export function AddComplaint({ orderId, orderNo }: { orderId?: number; orderNo?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = { order: useId(), content: useId(), error: useId(), count: useId() };
  const orders = useMyOrders();
  const list = orders.data?.list ?? [];
  const given = list.find((o) => o.id === orderId || (orderNo !== undefined && o.orderNo === orderNo));
  const [chosen, setChosen] = useState<string>('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shots = useImageUploads('complaint');
  const add = useAddComplaint();
  const selected = chosen !== '' ? Number(chosen) : (given?.id ?? orderId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setError(t`Please choose the order this complaint is about`);
    if (content.trim() === '') return setError(t`Please describe the problem`);
    setError(null);
    add.mutate(
      { orderId: selected, content: content.trim(), screenshots: shots.ids() },
      {
        onSuccess: () => {
          showToast(t`Complaint submitted`);
          void navigate({ to: '/pages-common/complaint/ComplaintList', replace: true });
        },
      },
    );
  };

  const length = content.length;
  const max = MAX_COMPLAINT_LENGTH;
  const maxShots = MAX_COMPLAINT_SCREENSHOTS;

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
      <label className="app-field" htmlFor={ids.order}>
        <span>
          <Trans>Order</Trans>
        </span>
        <select
          id={ids.order}
          className="app-input"
          value={selected ? String(selected) : ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{orders.isPending ? t`Loading…` : t`Choose an order`}</option>
          {list.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.orderNo} · {o.firstItemName}
            </option>
          ))}
        </select>
      </label>
      <label className="app-field" htmlFor={ids.content}>
        <span>
          <Trans>What went wrong?</Trans>
        </span>
        <textarea
          id={ids.content}
          className="app-input"
          rows={5}
          maxLength={max}
          value={content}
          aria-describedby={ids.count}
          onChange={(e) => setContent(e.target.value)}
        />
        <span id={ids.count} className="app-help">
          {length}/{max}
        </span>
      </label>
      <div className="app-field">
        <span>
          <Trans>Screenshots</Trans>
        </span>
        <Upload
          value={shots.urls}
          onChange={shots.setUrls}
          onUpload={shots.onUpload}
          maxFiles={maxShots}
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          label={t`Add screenshots`}
        />
        <p className="app-help">
          <Trans>Up to {maxShots} images, each up to 10 MB.</Trans>
        </p>
      </div>
      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={add.isPending}>
        <Trans>Submit complaint</Trans>
      </button>
    </form>
  );
}
