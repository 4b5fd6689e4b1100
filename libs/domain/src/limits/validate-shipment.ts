import type { FieldError } from '../errors/field-error';
import type { ServiceCountry } from '../service/service-country';
import { findCourier } from '../shipping/couriers';
import { checkText, fieldError, isBlank } from './field-checks';
import { MAX_TRACKING_NUMBER_LENGTH } from './limits.constants';

export const validateTrackingNumber = (
  value: string | null | undefined,
  field = 'trackingNumber',
): FieldError[] => checkText(field, value, { required: true, max: MAX_TRACKING_NUMBER_LENGTH });

// A courier outside the table could not be named or linked on the order page (issue 35 item 4).
export const validateCourier = (value: string | null | undefined): FieldError[] => {
  if (isBlank(value)) return [fieldError('courier', 'required')];
  return findCourier(value) ? [] : [fieldError('courier', 'unknownCourier')];
};

export const validateShipment = (shipment: {
  courier?: string | null;
  trackingNumber?: string | null;
}): FieldError[] => [
  ...validateCourier(shipment.courier),
  ...validateTrackingNumber(shipment.trackingNumber),
];

/**
 * The return parcel travels within the order's country (docs/domain.md "The branch leg"): a Taiwan
 * order leaves the Taiwan branch with a Taiwan courier, a Korean order the head office with a Korean
 * one. A courier outside the table is validateCourier's to refuse.
 */
export const validateReturnCourier = (
  value: string | null | undefined,
  country: ServiceCountry,
): FieldError[] => {
  const courier = findCourier(value);
  if (!courier || courier.country === country) return [];
  return [fieldError('courier', country === 'TW' ? 'twCourier' : 'krCourier')];
};
