// antd measures the page (breakpoints, table and input sizes); happy-dom has neither API. Import this
// first in a component test that renders antd: quiet stand-ins that never report a change.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// happy-dom has the transition and animation events but never fires them: antd's motion would wait
// for a transitionend that never comes (a closed dialog stays in the page). Without them it does not
// animate (it reads them once, when it is first imported: hence before antd, in every such file).
if (typeof window !== 'undefined') {
  delete (window as { TransitionEvent?: unknown }).TransitionEvent;
  delete (window as { AnimationEvent?: unknown }).AnimationEvent;
}
