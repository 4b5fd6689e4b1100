import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

// Operator steps without a payload: one command and one handler each, in processing order.

/** `pickup`: Pickup methods: the courier collected the cards. */
export class CompletePickupCommand extends OrderDataCommand<'CompletePickup'> {}

@CommandHandler(CompletePickupCommand)
export class CompletePickupHandler extends PassThroughOrderHandler<'CompletePickup'> {
  protected readonly type = 'CompletePickup';
}

/** `receive`: The cards arrived at the head office. */
export class ShipInCommand extends OrderDataCommand<'ShipIn'> {}

@CommandHandler(ShipInCommand)
export class ShipInHandler extends PassThroughOrderHandler<'ShipIn'> {
  protected readonly type = 'ShipIn';
}

/** `warehouse`: The cards are in the warehouse. */
export class WarehouseCommand extends OrderDataCommand<'Warehouse'> {}

@CommandHandler(WarehouseCommand)
export class WarehouseHandler extends PassThroughOrderHandler<'Warehouse'> {
  protected readonly type = 'Warehouse';
}

/** `vsc-check`: VSC check done. */
export class CheckVscCommand extends OrderDataCommand<'CheckVsc'> {}

@CommandHandler(CheckVscCommand)
export class CheckVscHandler extends PassThroughOrderHandler<'CheckVsc'> {
  protected readonly type = 'CheckVsc';
}

/** `defect-check`: Defect check done (closes scoring at once when nothing is gradable). */
export class CheckDefectsCommand extends OrderDataCommand<'CheckDefects'> {}

@CommandHandler(CheckDefectsCommand)
export class CheckDefectsHandler extends PassThroughOrderHandler<'CheckDefects'> {
  protected readonly type = 'CheckDefects';
}

/** `scoring-complete`: Closes scoring when every gradable card has a grade (after a correction). */
export class CompleteScoringCommand extends OrderDataCommand<'CompleteScoring'> {}

@CommandHandler(CompleteScoringCommand)
export class CompleteScoringHandler extends PassThroughOrderHandler<'CompleteScoring'> {
  protected readonly type = 'CompleteScoring';
}

/** `casing`: Casing done. */
export class CompleteCasingCommand extends OrderDataCommand<'CompleteCasing'> {}

@CommandHandler(CompleteCasingCommand)
export class CompleteCasingHandler extends PassThroughOrderHandler<'CompleteCasing'> {
  protected readonly type = 'CompleteCasing';
}

/** `release`: Released from the warehouse. */
export class ReleaseFromWarehouseCommand extends OrderDataCommand<'ReleaseFromWarehouse'> {}

@CommandHandler(ReleaseFromWarehouseCommand)
export class ReleaseFromWarehouseHandler extends PassThroughOrderHandler<'ReleaseFromWarehouse'> {
  protected readonly type = 'ReleaseFromWarehouse';
}

/** `deliver`: Delivered to the member. */
export class CompleteDeliveryCommand extends OrderDataCommand<'CompleteDelivery'> {}

@CommandHandler(CompleteDeliveryCommand)
export class CompleteDeliveryHandler extends PassThroughOrderHandler<'CompleteDelivery'> {
  protected readonly type = 'CompleteDelivery';
}

/** URL slug of each step → its command, for one POST per step and for bulk-advance. */
export const PROCESSING_STEP_COMMANDS = {
  pickup: CompletePickupCommand,
  receive: ShipInCommand,
  warehouse: WarehouseCommand,
  'vsc-check': CheckVscCommand,
  'defect-check': CheckDefectsCommand,
  'scoring-complete': CompleteScoringCommand,
  casing: CompleteCasingCommand,
  release: ReleaseFromWarehouseCommand,
  deliver: CompleteDeliveryCommand,
} as const;
export type ProcessingStep = keyof typeof PROCESSING_STEP_COMMANDS;
export const PROCESSING_STEPS = Object.keys(PROCESSING_STEP_COMMANDS) as ProcessingStep[];

export const PROCESSING_STEP_HANDLERS = [
  CompletePickupHandler,
  ShipInHandler,
  WarehouseHandler,
  CheckVscHandler,
  CheckDefectsHandler,
  CompleteScoringHandler,
  CompleteCasingHandler,
  ReleaseFromWarehouseHandler,
  CompleteDeliveryHandler,
];
