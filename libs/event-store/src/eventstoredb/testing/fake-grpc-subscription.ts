import { PassThrough } from 'node:stream';
import type { Filter, KurrentDBClient } from '@kurrent/kurrentdb-client';
// The client's real Subscription (a Transform over the gRPC read stream) and its real messages: only
// the network is fake, so its buffering and the order of its events and signals are the client's.
import { Subscription } from '@kurrent/kurrentdb-client/dist/streams/utils/Subscription';
import { convertGrpcEvent } from '@kurrent/kurrentdb-client/dist/utils/convertGrpcEvent';
import { StreamIdentifier, UUID } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { ReadResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';

/** What the server sends on a subscription's gRPC stream; `cancel` is what unsubscribe calls. */
export class FakeGrpcStream extends PassThrough {
  cancelled = false;
  constructor() {
    super({ objectMode: true });
  }
  cancel() {
    this.cancelled = true;
  }
  event(n: number, streamId = 'order-1', type = streamId.startsWith('$') ? '$metadata' : 'OrderPlaced') {
    const record = new ReadResp.ReadEvent.RecordedEvent();
    const id = new UUID();
    id.setString(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
    record.setId(id);
    const stream = new StreamIdentifier();
    stream.setStreamName(Buffer.from(streamId));
    record.setStreamIdentifier(stream);
    record.setStreamRevision(String(n));
    record.setCommitPosition(String(100 * n));
    record.setPreparePosition(String(100 * n));
    const metadata = record.getMetadataMap();
    metadata.set('type', type);
    metadata.set('content-type', 'application/json');
    metadata.set('created', String((1_700_000_000_000 + n) * 10_000));
    record.setData(Buffer.from(JSON.stringify({ n })));
    record.setCustomMetadata(Buffer.from(JSON.stringify({ actor: 'x' })));
    const readEvent = new ReadResp.ReadEvent();
    readEvent.setEvent(record);
    const resp = new ReadResp();
    resp.setEvent(readEvent);
    this.write(resp);
  }
  caughtUp() {
    const resp = new ReadResp();
    resp.setCaughtUp(new ReadResp.CaughtUp());
    this.write(resp);
  }
  checkpoint(position: bigint) {
    const checkpoint = new ReadResp.Checkpoint();
    checkpoint.setCommitPosition(String(position));
    checkpoint.setPreparePosition(String(position));
    const resp = new ReadResp();
    resp.setCheckpoint(checkpoint);
    this.write(resp);
  }
  confirmation() {
    const confirmation = new ReadResp.SubscriptionConfirmation();
    confirmation.setSubscriptionId('sub-1');
    const resp = new ReadResp();
    resp.setConfirmation(confirmation);
    this.write(resp);
  }
}

export interface OpenedSubscription {
  options: { fromPosition: unknown; filter?: Filter };
  grpc: FakeGrpcStream;
  subscription: Subscription<unknown>;
}

/** A client whose subscribeToAll is the real one minus the network. */
export function fakeSubscribingClient() {
  const opened: OpenedSubscription[] = [];
  const client = {
    subscribeToAll(options: { fromPosition: unknown; filter?: Filter }) {
      const grpc = new FakeGrpcStream();
      const subscription = new Subscription(
        () => Promise.resolve(grpc as never),
        convertGrpcEvent as never,
        {},
        options.filter?.checkpointReached,
      );
      opened.push({ options, grpc, subscription });
      return subscription;
    },
  } as unknown as KurrentDBClient;
  return { client, opened };
}
