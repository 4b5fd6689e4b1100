import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step';

describe('nextStepOf', () => {
  it('offers a button for steps without input and a form for the others', () => {
    expect(nextStepOf('ShipIn')).toEqual({ kind: 'button', step: 'receive' });
    expect(nextStepOf('CompleteDelivery')).toEqual({ kind: 'button', step: 'deliver' });
    // The Taiwan branch leg's steps come from the same table the api routes by (libs/domain).
    expect(nextStepOf('SendToBranch')).toEqual({ kind: 'button', step: 'branch-send' });
    expect(nextStepOf('ReceiveAtBranch')).toEqual({ kind: 'button', step: 'branch-receive' });
    expect(nextStepOf('CheckCorrespondence')).toEqual({ kind: 'correspondence' });
    expect(nextStepOf('ScoreCard')).toEqual({ kind: 'score' });
    expect(nextStepOf('ShipOut')).toEqual({ kind: 'ship-out' });
  });

  it("leaves the member's own step and finished orders without an action", () => {
    expect(nextStepOf('RegisterInboundShipment')).toEqual({ kind: 'member' });
    expect(nextStepOf(null)).toEqual({ kind: 'none' });
    expect(nextStepOf('SomethingNew')).toEqual({ kind: 'none' });
  });
});
