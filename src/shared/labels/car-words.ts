import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The car catalogue writes engines and gearboxes in English ('1.5L Turbo Petrol', 'Automatic').
 * Their words are read in the reader's language; sizes and codes (1.5L, CVT, DCT) stay as written.
 * Longer phrases first, so 'Mild Hybrid' is one phrase, not 'Mild' and 'Hybrid'.
 */
const carWords: [string, MessageDescriptor][] = [
  ['Mild Hybrid', msg`Mild Hybrid`],
  ['Plug-in Hybrid', msg`Plug-in Hybrid`],
  ['Petrol', msg`Petrol`],
  ['Diesel', msg`Diesel`],
  ['Hybrid', msg`Hybrid`],
  ['Electric', msg`Electric`],
  ['Turbo', msg`Turbo`],
  ['Automatic', msg`Automatic`],
  ['Manual', msg`Manual`],
];

const pattern = new RegExp(`\\b(${carWords.map(([word]) => word).join('|')})\\b`, 'g');
const byWord = new Map(carWords);

/** A catalogue engine or gearbox ('2.0L Turbo Petrol') with its words in the reader's language. */
export function carWordsIn(text: string, translate: (m: MessageDescriptor) => string): string {
  return text.replace(pattern, (word) => {
    const descriptor = byWord.get(word);
    return descriptor ? translate(descriptor) : word;
  });
}
