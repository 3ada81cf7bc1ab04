import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '@/shared/contract/envelope';
import { MAX_FEEDBACK_LENGTH } from '@/shared/contract/support';
import { useImageUploads } from '@/shared/hooks/use-image-uploads';
import { showToast } from '@/shared/ui/toast';
import { Upload } from '@/shared/ui/upload';
import { useAddFeedback } from '../api/add-feedback';
import {
  FEEDBACK_IMAGE_BYTES,
  feedbackImageLimit,
  feedbackTypes,
  validateFeedback,
  type FeedbackError,
  type FeedbackType,
} from '../limits';

/** FeedBack: type and content required; images 5 (English) or 3 (Malay, Chinese), 5 MB each. */
export function FeedBack() {
  const { t, i18n } = useLingui();
  const ids = { content: useId(), error: useId(), type: useId() };
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const images = useImageUploads('feedback');
  const send = useAddFeedback();
  const maxImages = feedbackImageLimit(i18n.locale as Locale);

  const typeLabel: Record<FeedbackType, string> = {
    suggestion: t`Suggestion`,
    bug: t`Something is not working`,
    service: t`Service`,
    other: t`Other`,
  };
  const errorText: Record<FeedbackError, string> = {
    type: t`Please choose a feedback type`,
    content: t`Please enter your feedback`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFeedback({ type, content });
    if (problem || type === '') return setError(errorText[problem ?? 'type']);
    setError(null);
    send.mutate(
      { type, content: content.trim(), images: images.ids() },
      {
        onSuccess: () => {
          showToast(t`Thank you for your feedback`);
          setType('');
          setContent('');
          images.reset();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
      <fieldset className="app-fieldset">
        <legend id={ids.type}>
          <Trans>Feedback type</Trans>
        </legend>
        <div className="feedback-types" role="radiogroup" aria-labelledby={ids.type}>
          {feedbackTypes.map((value) => (
            <label key={value} className="feedback-type">
              <input
                type="radio"
                name="feedback-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {typeLabel[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="app-field" htmlFor={ids.content}>
        <span>
          <Trans>Your feedback</Trans>
        </span>
        <textarea
          id={ids.content}
          className="app-input"
          rows={6}
          maxLength={MAX_FEEDBACK_LENGTH}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      <div className="app-field">
        <span>
          <Trans>Images</Trans>
        </span>
        <Upload
          value={images.urls}
          onChange={images.setUrls}
          onUpload={images.onUpload}
          maxFiles={maxImages}
          maxBytes={FEEDBACK_IMAGE_BYTES}
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          label={t`Add images`}
        />
        <p className="app-help">
          <Trans>Up to {maxImages} images, each up to 5 MB.</Trans>
        </p>
      </div>
      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={send.isPending}>
        <Trans>Send feedback</Trans>
      </button>
    </form>
  );
}
