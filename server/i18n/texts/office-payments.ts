import type { Localized } from '../../db/schema';

/** Texts of the back office's payments: refunds returned another way, the settlement. */
export const officePaymentsTexts = {
  thingGatewayRefund: { en: 'Refund', ms: 'Bayaran balik', zh: '退款' },
  officeManualMethod: {
    en: 'Choose how the money was returned: bank transfer, cash or another way',
    ms: 'Pilih cara wang dipulangkan: pindahan bank, tunai atau cara lain',
    zh: '请选择退款方式：银行转账、现金或其他方式',
  },
  officeManualReferenceRequired: {
    en: 'Enter the reference of the transfer or receipt',
    ms: 'Masukkan rujukan pindahan atau resit',
    zh: '请输入转账或收据的参考号',
  },
  officeManualReferenceTooLong: {
    en: 'The reference can have at most 80 characters',
    ms: 'Rujukan tidak boleh melebihi 80 aksara',
    zh: '参考号最多 80 个字符',
  },
  officeManualNoteTooLong: {
    en: 'The note can have at most 500 characters',
    ms: 'Catatan tidak boleh melebihi 500 aksara',
    zh: '备注最多 500 个字符',
  },
  officeRefundNotFailed: {
    en: 'Only a refund the payment service could not make can be recorded as returned another way',
    ms: 'Hanya bayaran balik yang tidak dapat dibuat oleh perkhidmatan pembayaran boleh direkodkan sebagai dipulangkan dengan cara lain',
    zh: '只有支付服务未能完成的退款，才能登记为以其他方式退还',
  },
  officeSettlementCompanyOnly: {
    en: 'Only the company can download the settlement',
    ms: 'Hanya syarikat boleh memuat turun penyelesaian',
    zh: '只有公司账号可以下载结算单',
  },
} satisfies Record<string, Localized>;
