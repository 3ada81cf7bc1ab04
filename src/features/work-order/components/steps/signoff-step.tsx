import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { WorkOrderDetail } from '@/shared/contract/staff';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { showToast } from '@/shared/ui/toast';
import { TextField } from '@/shared/ui/text-field';
import { exportSignaturePng } from '../../signature';
import type { WorkOrderView } from '../../use-work-order-view';
import { SignaturePad, type SignatureValue } from '../signature-pad';
import '../../work-order.css';

/** One button per product still to sign off (saved or waiting in the outbox ones are left out). */
export function SignoffStep({ view }: { view: WorkOrderView }) {
  const pending = view.wo.signoffs.filter((s) => !view.signed.has(s.orderItemId));
  return (
    <div className="wo-buttons">
      {pending.map((s) => (
        <SignoffForm key={s.id} view={view} signoff={s} />
      ))}
    </div>
  );
}

/** Sign off one product: the signer's name and their drawn signature, as a PNG. */
function SignoffForm({ view, signoff }: { view: WorkOrderView; signoff: WorkOrderDetail['signoffs'][number] }) {
  const { t } = useLingui();
  const { wo, send } = view;
  const [open, setOpen] = useState(false);
  const [signer, setSigner] = useState(wo.customerName);
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!signer.trim()) return showToast(t`Please enter the signer's name`);
    if (!signature) return showToast(t`Please sign first`);
    setBusy(true);
    try {
      const png = await exportSignaturePng(signature);
      await send(
        'signoff',
        (ref) => ({ id: wo.id, orderItemId: signoff.orderItemId, signerName: signer.trim(), signature: ref('sig') }),
        [{ name: 'sig', file: png, purpose: 'signature', compress: false }],
        t`Sign-off: ${signoff.productName}`,
      );
      setOpen(false);
      showToast(t`Signed off`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="roda-button roda-button--primary" onClick={() => setOpen(true)}>
        <Trans>Sign off {signoff.productName}</Trans>
      </button>
      <BottomPopup open={open} onClose={() => setOpen(false)} title={t`Sign off ${signoff.productName}`}>
        <form onSubmit={(e) => void submit(e)} noValidate className="wo-form">
          <TextField label={<Trans>Signer's name</Trans>} value={signer} onChange={setSigner} maxLength={80} />
          {open && <SignaturePad onChange={setSignature} />}
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={busy}>
            <Trans>Confirm sign-off</Trans>
          </button>
        </form>
      </BottomPopup>
    </>
  );
}
