import { msg } from '@lingui/core/macro';

export const contentTitles = {
  faq: msg`FAQ`,
  aboutUs: msg`About us`,
  policy: msg`Privacy policy`,
  userAgree: msg`User agreement`,
};
