import type { FieldError } from '../errors/field-error';
import { checkText } from './field-checks';
import { MAX_COURIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH } from './limits.constants';

export const validateTrackingNumber = (
  value: string | null | undefined,
  field = 'trackingNumber',
): FieldError[] => checkText(field, value, { required: true, max: MAX_TRACKING_NUMBER_LENGTH });

export const validateShipment = (shipment: {
  courier?: string | null;
  trackingNumber?: string | null;
}): FieldError[] => [
  ...checkText('courier', shipment.courier, { required: true, max: MAX_COURIER_LENGTH }),
  ...validateTrackingNumber(shipment.trackingNumber),
];
