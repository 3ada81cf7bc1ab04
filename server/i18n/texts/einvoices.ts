/** Texts of e-invoice requests and the back office's documents (docs/decisions/023). */
export const einvoicesTexts = {
  einvoiceTinFormat: {
    en: 'Enter the TIN as LHDN issued it, e.g. IG12345678910 or C25845632020',
    ms: 'Masukkan TIN seperti yang dikeluarkan LHDN, cth. IG12345678910 atau C25845632020',
    zh: '请按 LHDN 发出的格式填写税号，例如 IG12345678910 或 C25845632020',
  },
  einvoiceTinRequired: {
    en: 'A company needs its TIN for an e-invoice',
    ms: 'Syarikat memerlukan TIN untuk e-Invois',
    zh: '公司开具电子发票需要提供税号',
  },
  einvoiceIdType: {
    en: 'Choose MyKad or business registration number',
    ms: 'Pilih MyKad atau nombor pendaftaran perniagaan',
    zh: '请选择身份证或商业注册号',
  },
  einvoiceIdRequired: {
    en: 'Enter the identification number',
    ms: 'Masukkan nombor pengenalan',
    zh: '请输入证件号码',
  },
  einvoiceNricFormat: {
    en: 'A MyKad number has 12 digits, e.g. 880101-14-5678',
    ms: 'Nombor MyKad mempunyai 12 digit, cth. 880101-14-5678',
    zh: '身份证号码为 12 位数字，例如 880101-14-5678',
  },
  einvoiceBrnFormat: {
    en: 'An SSM registration number has 12 digits, e.g. 202001234567',
    ms: 'Nombor pendaftaran SSM mempunyai 12 digit, cth. 202001234567',
    zh: 'SSM 注册号为 12 位数字，例如 202001234567',
  },
  einvoiceNameRequired: {
    en: 'Enter the name to appear on the e-invoice',
    ms: 'Masukkan nama yang akan tertera pada e-Invois',
    zh: '请输入电子发票上的名称',
  },
  einvoiceNameTooLong: {
    en: 'The name can be at most 300 characters',
    ms: 'Nama boleh mempunyai maksimum 300 aksara',
    zh: '名称最多 300 个字符',
  },
  einvoiceAddressRequired: {
    en: 'Enter the address',
    ms: 'Masukkan alamat',
    zh: '请输入地址',
  },
  einvoiceAddressTooLong: {
    en: 'The address can be at most 150 characters',
    ms: 'Alamat boleh mempunyai maksimum 150 aksara',
    zh: '地址最多 150 个字符',
  },
  einvoiceCityRequired: {
    en: 'Enter the city',
    ms: 'Masukkan bandar',
    zh: '请输入城市',
  },
  einvoicePostcodeFormat: {
    en: 'A postcode has 5 digits',
    ms: 'Poskod mempunyai 5 digit',
    zh: '邮编为 5 位数字',
  },
  einvoiceStateRequired: {
    en: 'Choose the state',
    ms: 'Pilih negeri',
    zh: '请选择州属',
  },
  einvoiceNotPaid: {
    en: 'An e-invoice can be requested once the order is paid',
    ms: 'e-Invois boleh diminta selepas pesanan dibayar',
    zh: '订单付款后才能申请电子发票',
  },
  einvoiceAlreadyCovered: {
    en: 'This order already has an e-invoice',
    ms: 'Pesanan ini sudah mempunyai e-Invois',
    zh: '该订单已有电子发票',
  },
  einvoiceMonthOver: {
    en: 'An e-invoice can only be requested in the month of payment; this sale is in the month’s consolidated e-invoice',
    ms: 'e-Invois hanya boleh diminta dalam bulan pembayaran; jualan ini termasuk dalam e-Invois disatukan bulan itu',
    zh: '电子发票只能在付款当月申请；此笔交易已计入当月的合并电子发票',
  },
  officeFieldRequired: { en: 'This field is required', ms: 'Medan ini wajib diisi', zh: '此项为必填' },
  officeFieldTooLong: { en: 'This is too long', ms: 'Ini terlalu panjang', zh: '内容过长' },
  officeSstFormat: {
    en: 'Enter the SST number as issued, e.g. W10-1808-32000123 (two at most, separated by ;)',
    ms: 'Masukkan nombor SST seperti yang dikeluarkan, cth. W10-1808-32000123 (maksimum dua, dipisahkan dengan ;)',
    zh: '请按发出的格式填写 SST 号，例如 W10-1808-32000123（最多两个，用 ; 分隔）',
  },
  officeMsicCode: {
    en: 'Choose the business activity',
    ms: 'Pilih aktiviti perniagaan',
    zh: '请选择业务活动',
  },
  officeMonthFormat: { en: 'Choose a month', ms: 'Pilih bulan', zh: '请选择月份' },
  officeMonthNotEnded: {
    en: 'A month can be consolidated once it has ended',
    ms: 'Bulan boleh disatukan selepas ia tamat',
    zh: '月份结束后才能合并',
  },
  officeReceiptQuery: {
    en: 'Enter a receipt or order number',
    ms: 'Masukkan nombor resit atau pesanan',
    zh: '请输入收据号或订单号',
  },
  officeEinvoiceNotRetryable: {
    en: 'Only an e-invoice LHDN refused, or one not sent yet, can be sent again',
    ms: 'Hanya e-Invois yang ditolak LHDN, atau yang belum dihantar, boleh dihantar semula',
    zh: '只有被 LHDN 拒绝或尚未发送的电子发票才能重新发送',
  },
  officeEinvoiceBuyerOnlyOwn: {
    en: 'Only a customer’s own e-invoice has buyer details to correct',
    ms: 'Hanya e-Invois pelanggan sendiri mempunyai butiran pembeli untuk dibetulkan',
    zh: '只有客户自己的电子发票才有可更正的买方资料',
  },
  inboxReceiptTitle: { en: 'Your receipt', ms: 'Resit anda', zh: '您的收据' },
  inboxReceiptBody: {
    en: 'Receipt {number} for order {orderNo} ({amount}) is in the order; open it to download the PDF.',
    ms: 'Resit {number} untuk pesanan {orderNo} ({amount}) ada dalam pesanan; buka untuk memuat turun PDF.',
    zh: '订单 {orderNo} 的收据 {number}（{amount}）已在订单中，打开即可下载 PDF。',
  },
};
