/**
 * Stands in for ky's progress streams (its `utils/body.js`; vite.config.ts swaps them): ky calls
 * them only for `onUploadProgress` or `onDownloadProgress`, which the app never passes (the page's
 * uploads report progress through XMLHttpRequest, xhr-fetch.ts), so Home does without their bytes.
 */
const noProgress = (): never => {
  throw new Error('ky progress streams are not in this build: report progress through xhr-fetch.ts');
};

export const streamRequest = noProgress;
export const streamResponse = noProgress;
