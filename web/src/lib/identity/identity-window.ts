// The identity-verification window. The sandbox's page (an api page on this site) opens as a popup
// and tells this window when it is done (postMessage from our own origin, then it closes itself);
// PortOne's browser SDK opens its own window and resolves requestIdentityVerification. Either way the
// page that opened it stays as it was (the checkout keeps every field), and the api, not the window,
// decides whether the member is verified (POST …/confirm asks the provider).

export const IDENTITY_MESSAGE = 'slabworks:identity-verification';

/** How the window ended: finished (still to be confirmed), closed unfinished, or not allowed to open. */
export type IdentityWindowOutcome = 'FINISHED' | 'CLOSED' | 'BLOCKED';

const CLOSED_POLL_MS = 400;

export const openSandboxIdentityWindow = (url: string): Promise<IdentityWindowOutcome> =>
  new Promise((resolve) => {
    const popup = window.open(url, 'slabworks-identity', 'popup,width=480,height=760');
    if (!popup) {
      resolve('BLOCKED');
      return;
    }
    let settled = false;
    const finish = (outcome: IdentityWindowOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; status?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== IDENTITY_MESSAGE) return;
      finish(data.status === 'VERIFIED' ? 'FINISHED' : 'CLOSED');
    };
    window.addEventListener('message', onMessage);
    // Closed by hand (or its message lost): one more beat for a message already on its way.
    const poll = setInterval(() => {
      if (popup.closed) setTimeout(() => finish('CLOSED'), CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
  });

interface PortOneSdk {
  requestIdentityVerification: (request: {
    storeId: string;
    identityVerificationId: string;
    channelKey: string;
    redirectUrl?: string;
  }) => Promise<{ code?: string; message?: string; identityVerificationId?: string } | undefined>;
}

const PORTONE_SDK = 'https://cdn.portone.io/v2/browser-sdk.js';

const loadPortOne = (): Promise<PortOneSdk> =>
  new Promise((resolve, reject) => {
    const ready = (window as { PortOne?: PortOneSdk }).PortOne;
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = PORTONE_SDK;
    script.async = true;
    script.onload = () => {
      const sdk = (window as { PortOne?: PortOneSdk }).PortOne;
      if (sdk) resolve(sdk);
      else reject(new Error('PortOne SDK missing'));
    };
    script.onerror = () => reject(new Error('PortOne SDK did not load'));
    document.head.appendChild(script);
  });

/** PortOne V2's window (`PortOne.requestIdentityVerification`); a response with `code` is a failure. */
export const openPortOneIdentityWindow = async (p: {
  storeId: string;
  channelKey: string;
  identityVerificationId: string;
  /** Where mobile browsers come back (they leave for PortOne; desktop resolves in place). */
  redirectUrl: string;
}): Promise<IdentityWindowOutcome> => {
  const sdk = await loadPortOne();
  const response = await sdk.requestIdentityVerification({
    storeId: p.storeId,
    channelKey: p.channelKey,
    identityVerificationId: p.identityVerificationId,
    redirectUrl: p.redirectUrl,
  });
  return response?.code ? 'CLOSED' : 'FINISHED';
};
