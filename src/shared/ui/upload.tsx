import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';
import { appear, m, MotionScope } from './motion';
import { showToast } from './toast';

// a picture fades in when it joins the grid; leaving is at once (the list is the truth)
const appearIn = { initial: appear.initial, animate: appear.animate, transition: appear.transition };
import './theme.css';
import './upload.css';

export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<{ url: string }>;

export type UploadProps = {
  value: string[];
  /**
   * A state setter (or one that takes an update the same way): uploads finish while the parent has
   * not re-rendered yet, so each finished one is added to whatever the list is by then.
   */
  onChange: Dispatch<SetStateAction<string[]>>;
  onUpload: UploadFn;
  /** default 'image/*' */
  accept?: string;
  /** default 9 */
  maxFiles?: number;
  /** default 10 MB (docs/product.md#upload-rules) */
  maxBytes?: number;
  /** visible label of the add tile, e.g. 'Add photos' */
  label: string;
};

export type FileCheck<F> = { accepted: F[]; tooLarge: F[]; overLimit: F[] };

/** Splits picked files into those to upload, those over maxBytes and those beyond maxFiles. */
export function validateFiles<F extends { size: number }>(
  files: readonly F[],
  { maxFiles, maxBytes, existing }: { maxFiles: number; maxBytes: number; existing: number },
): FileCheck<F> {
  const result: FileCheck<F> = { accepted: [], tooLarge: [], overLimit: [] };
  let room = Math.max(0, maxFiles - existing);
  for (const file of files) {
    if (file.size > maxBytes) result.tooLarge.push(file);
    else if (room > 0) {
      result.accepted.push(file);
      room--;
    } else result.overLimit.push(file);
  }
  return result;
}

type Pending = { id: number; preview: string; progress: number };

let nextId = 1;

/** Image picker with thumbnails, remove buttons and a progress bar per uploading file. */
export function Upload({
  value,
  onChange,
  onUpload,
  accept = 'image/*',
  maxFiles = 9,
  maxBytes = 10 * 1024 * 1024,
  label,
}: UploadProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  // uploads finish out of order and while the parent has not re-rendered: each adds itself to the
  // list as it is by then (an update, not a copy of a list this render saw, which would drop one)
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // uploads run at once but join the list in the order they were picked
  const inOrder = useRef<Promise<void>>(Promise.resolve());
  const [notice, setNotice] = useState<string | null>(null);

  const upload = (file: File) => {
    const id = nextId++;
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    setPending((list) => [...list, { id, preview, progress: 0 }]);
    const onProgress = (fraction: number) =>
      setPending((list) => list.map((p) => (p.id === id ? { ...p, progress: Math.min(1, Math.max(0, fraction)) } : p)));
    const done = () => {
      setPending((list) => list.filter((p) => p.id !== id));
      if (preview) URL.revokeObjectURL(preview);
    };
    const result = onUpload(file, onProgress);
    inOrder.current = inOrder.current.then(() =>
      result.then(
        ({ url }) => {
          done();
          latestOnChange.current((urls) => [...urls, url]);
        },
        () => {
          done();
          showToast(t`Upload failed, please try again`);
        },
      ),
    );
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again must fire change
    const check = validateFiles(files, { maxFiles, maxBytes, existing: value.length + pending.length });
    // said on the page (a status, read out), not in a passing toast: which pictures were left out and why
    const reasons: string[] = [];
    if (check.tooLarge.length) {
      const max = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
      const large = check.tooLarge.length;
      reasons.push(
        plural(large, {
          one: `# image was left out: an image may be at most ${max} MB.`,
          other: `# images were left out: an image may be at most ${max} MB.`,
        }),
      );
    }
    if (check.overLimit.length) {
      const n = maxFiles;
      const over = check.overLimit.length;
      reasons.push(
        plural(over, {
          one: `# image was left out: you can upload at most ${n} images.`,
          other: `# images were left out: you can upload at most ${n} images.`,
        }),
      );
    }
    setNotice(reasons.length ? reasons.join(' ') : null);
    check.accepted.forEach(upload);
  };

  const full = value.length + pending.length >= maxFiles;

  return (
    <MotionScope>
      <ul className="roda-upload">
        {value.map((url, i) => {
          const n = i + 1;
          return (
            <m.li key={url} className="roda-upload__tile" {...appearIn}>
              <img className="roda-upload__image" src={url} alt={t`Image ${n}`} />
              <button
                type="button"
                className="roda-upload__remove"
                aria-label={t`Remove image ${n}`}
                onClick={() => onChange((urls) => urls.filter((u) => u !== url))}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </m.li>
          );
        })}
        {pending.map((p) => {
          const percent = Math.round(p.progress * 100);
          const text = t`Uploading ${percent}%`;
          return (
            <li key={p.id} className="roda-upload__tile roda-upload__tile--pending">
              {p.preview && <img className="roda-upload__image" src={p.preview} alt="" />}
              <progress className="roda-upload__progress" value={p.progress} max={1} aria-label={text} />
              <span className="roda-upload__percent" aria-hidden="true">
                {percent}%
              </span>
            </li>
          );
        })}
        {!full && (
          <li className="roda-upload__tile roda-upload__add">
            <input
              id={inputId}
              className="roda-upload__input"
              type="file"
              accept={accept}
              multiple={maxFiles - value.length - pending.length > 1}
              onChange={onPick}
            />
            <label htmlFor={inputId} className="roda-upload__label">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{label}</span>
            </label>
          </li>
        )}
      </ul>
      {notice && (
        <p className="roda-upload__notice" role="status">
          {notice}
        </p>
      )}
    </MotionScope>
  );
}
