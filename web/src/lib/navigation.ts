// Lets non-React code (the API layer) navigate inside the SPA once the router has mounted.
type Navigate = (href: string) => void;

let navigateImpl: Navigate = (href) => window.location.assign(href);

export const setNavigator = (navigate: Navigate): void => {
  navigateImpl = navigate;
};

export const navigateTo = (href: string): void => navigateImpl(href);
