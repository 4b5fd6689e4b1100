import type { Grade } from '../limits/grade-scale';
import type { Currency } from '../pricing/currency';
import type { CardCategory, SportsType } from './card.values';
import type { OrderType, ShippingMethod, SubmitType } from './order.values';

export interface CardLine {
  lineId: string;
  cardCategory: CardCategory;
  playerName: string;
  quantity: number;
  isAuto: boolean;
  // Spec names KOR_GRADING_CARD item types but not how a card is classed as Korean; the member says.
  isKorean?: boolean;
  sportsType?: SportsType | null;
  signer?: string | null;
  brand?: string | null;
  setName?: string | null;
  description?: string | null;
  year?: number | null;
  cardNumber?: string | null;
  serialNumber?: string | null;
  casing?: boolean;
  minimumGrade?: Grade | null;
}

export interface Address {
  name: string;
  recipient: string;
  phone: string;
  postalCode: string;
  address1: string;
  address2?: string | null;
  memo?: string | null;
}

export interface OrderAgreements {
  /** Grading orders only: a re-holder order sends no photos, so its agreements leave it out. */
  photosMatchCards?: boolean;
  terms: boolean;
  caution: boolean;
  quickSubmissionNotice?: boolean;
  minimumGradeTerms?: boolean;
  noMinimumGrade?: boolean;
}

// What a member submits. Grading orders carry card lines, re-holder orders certification numbers.
export interface OrderInput {
  submitType: SubmitType;
  orderType: OrderType;
  shippingMethod: ShippingMethod;
  currency: Currency;
  cardLines: CardLine[];
  certificationNumbers: string[];
  photos: string[];
  returnAddress: Address;
  agreements: OrderAgreements;
  couponIds: string[];
}

// A draft may be incomplete in every way; the latest save wins as a whole. It also keeps the member's
// "save this address" tick, which belongs to the form (the address book is written when the order is placed).
export type OrderDraft = Partial<OrderInput> & { saveReturnAddress?: boolean };

export interface RefundAccount {
  bank: string;
  accountNumber: string;
  holderName: string;
}
