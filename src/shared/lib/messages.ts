import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppointmentError } from './appointment';
import type { ValidationError } from './validation';

/** The validation messages (docs/product.md#validation), English source text, translated in every catalog. */
export const validationMessages: Record<ValidationError, MessageDescriptor> = {
  passwordRule: msg`Password does not meet the requirements`,
  passwordMismatch: msg`The two passwords do not match`,
  emailFormat: msg`Please check the email format`,
  phoneFormat: msg`Please check the phone number format`,
  agreementRequired: msg`Please read and check the agreement`,
  codeNotSent: msg`Please obtain the verification code`,
  otpFormat: msg`Please enter 6-digit OTP`,
  plateRequired: msg`Please enter the car plate number`,
  plateFormat: msg`Please enter a valid Malaysian plate number`,
  postcodeFormat: msg`Please enter a 5-digit postcode`,
  nameRequired: msg`Please enter your name`,
};

/** One message per appointment rule, each asking to rebook (docs/product.md#appointment). */
export const appointmentMessages: Record<AppointmentError, MessageDescriptor> = {
  appointmentPast: msg`The appointment time has already passed. Please rebook`,
  appointmentTooEarly: msg`The earliest appointment is 9:00 am. Please rebook`,
  appointmentTooLate: msg`The latest appointment is 5:00 pm. Please rebook`,
  appointmentTooSoon: msg`Appointments must be made at least 4 hours in advance. Please rebook`,
};

/** The spec's other messages (docs/product.md#messages) that later screens show; here so every catalog has them. */
export const specMessages = {
  loginExpired: msg`Login expired, please log in again`,
  phoneChanged: msg`Phone number successfully changed, please log in again`,
  storeNotFound: msg`Store information not found`,
  noVehicleData: msg`No vehicle model data detected`,
  noSuitableSize: msg`The selected car model currently does not have a suitable size. Please select a new car model`,
  notCompatible: msg`The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle`,
  chooseSlot: msg`Please select an appointment time period or choose another date`,
  imageTooLarge: msg`The image is larger than 10M. Please choose a smaller image`,
  waitForPickup: msg`Please wait for the construction team to complete the vehicle pick-up and upload the information`,
  newVersion: msg`New version released, Please update immediately~`,
  clipboardVehicle: msg`Your clipboard has content. Allow Roda to paste it to look up a vehicle?`,
  registrationPending: msg`Registration successful, wait for approval before logging in`,
} satisfies Record<string, MessageDescriptor>;
