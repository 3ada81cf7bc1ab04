/** Texts of the back office's people. */
export const officePeopleTexts = {
  officeStoreRequired: {
    en: 'Choose the store this person works at',
    ms: 'Pilih kedai tempat orang ini bekerja',
    zh: '请选择此人所在的门店',
  },
  officeNotYourself: {
    en: 'You cannot change your own account here',
    ms: 'Anda tidak boleh mengubah akaun anda sendiri di sini',
    zh: '不能在此更改自己的账号',
  },
};
