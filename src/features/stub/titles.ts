import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Navigation bar titles of the screens whose bodies come with later issues. */
export const stubTitles = {
  pay: msg`Payment`,
  goodDetails: msg`Product details`,
  placeAnOrder: msg`Place an order`,
  changeGood: msg`Change product`,
  goodsEmpty: msg`Products`,
  storeList: msg`Workshops`,
  storeListType: msg`Workshops by service`,
  orderList: msg`My orders`,
  orderDetails: msg`Order details`,
  refundOrder: msg`Refunds`,
  requestRefund: msg`Request a refund`,
  orderPay: msg`Order payment`,
  mineInfo: msg`My profile`,
  feedBack: msg`Feedback`,
  messageList: msg`Messages`,
  messageDetail: msg`Message`,
  carList: msg`My cars`,
  addCar: msg`Add a car`,
  complaintList: msg`Complaints`,
  addComplaint: msg`File a complaint`,
} satisfies Record<string, MessageDescriptor>;

export type StubScreen = keyof typeof stubTitles;
